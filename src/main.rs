fn main() {
    println!("veedor (skeleton)");
}
