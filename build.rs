// The catalogue and the example fixtures are embedded with `include_dir!`, which does not tell
// Cargo to watch them: rebuild when either folder changes.
fn main() {
    println!("cargo:rerun-if-changed=catalog");
    println!("cargo:rerun-if-changed=fixtures");
}
