// The catalogue, the example fixtures and the translation files are embedded with
// `include_dir!`, which does not tell Cargo to watch them: rebuild when any of them changes.
fn main() {
    println!("cargo:rerun-if-changed=catalog");
    println!("cargo:rerun-if-changed=fixtures");
    println!("cargo:rerun-if-changed=i18n");
}
