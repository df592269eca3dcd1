/// The environment the front door runs `swift build` and `swift package` in: the caller's, without the variables
/// that change from one shell, directory or CI job to the next.
///
/// SwiftPM keys its cache of compiled manifests by the environment as well as the manifest (measured: the same
/// no-op build of a generated package took 1.1 s, and 17 s with one extra variable set, every one of the ~30
/// manifests of Widgetry's graph compiled again; a `cd` elsewhere, which changes `PWD`, did the same). So the
/// builds get the variables that say how to build — the toolchain, the search paths, git's and the network's
/// settings, the locale — and not the shell's bookkeeping, so that a project's first check finds the manifests
/// `make install` compiled.
enum SwiftBuildEnvironment {
    /// Variables passed through by name.
    static let names: Set<String> = [
        "PATH", "HOME", "USER", "LOGNAME", "SHELL", "LANG", "TMPDIR", "TZ",
        "CC", "CXX", "LD_LIBRARY_PATH", "LIBRARY_PATH", "CPATH", "SDKROOT", "TOOLCHAINS", "DEVELOPER_DIR",
        "http_proxy", "https_proxy", "no_proxy", "HTTP_PROXY", "HTTPS_PROXY", "NO_PROXY", "ALL_PROXY", "all_proxy",
        "NETRC", "SSH_AUTH_SOCK", "WIDGETRY_FUZZ",
    ]

    /// Variables passed through by prefix: locale categories, XDG folders, pkg-config's search paths (system
    /// library targets such as Pango's), git's and SwiftPM's own settings, and the certificate authorities TLS
    /// trusts (`SSL_CERT_FILE`, `SSL_CERT_DIR`, `CURL_CA_BUNDLE`: without them, fetching a package behind a
    /// company's certificate authority hung until the survey's 15-minute limit instead of failing).
    static let prefixes = ["LC_", "XDG_", "PKG_CONFIG", "GIT_", "SWIFTPM_", "SWIFT_", "SSL_", "CURL_"]

    /// `environment` with only the variables that say how to build.
    static func stable(_ environment: [String: String]) -> [String: String] {
        environment.filter { name, _ in names.contains(name) || prefixes.contains { name.hasPrefix($0) } }
    }
}
