fn main() -> std::process::ExitCode {
    veedor::cli::main()
}
