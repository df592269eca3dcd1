import Testing
@testable import WidgetryFrontDoor

/// SwiftPM caches compiled manifests under a key that includes the environment, so the front door's builds
/// must see the same variables from any shell, directory or CI job (SwiftBuildEnvironment's note has the
/// measurement).
@Suite struct SwiftBuildEnvironmentTests {
    @Test("The shell's bookkeeping (PWD, OLDPWD, SHLVL, _, TERM, a CI job's numbers) is dropped; what says how to build is kept")
    func stableVariables() {
        let shell = [
            "PATH": "/usr/bin", "HOME": "/home/dev", "LANG": "en_US.UTF-8", "LC_ALL": "C.UTF-8",
            "PKG_CONFIG_PATH": "/opt/lib/pkgconfig", "XDG_CACHE_HOME": "/cache", "GIT_SSL_CAINFO": "/etc/ca.crt",
            "https_proxy": "http://proxy:8080", "SWIFTPM_NETRC": "1", "SSL_CERT_FILE": "/etc/ssl/ca.pem", "CURL_CA_BUNDLE": "/etc/ssl/ca.pem",
            "PWD": "/home/dev/project", "OLDPWD": "/home/dev", "SHLVL": "2", "_": "/usr/bin/widgetry", "TERM": "xterm",
            "GITHUB_RUN_ID": "123", "WIDGETRY_PACKAGE": "/src/widgetry",
        ]
        let kept = SwiftBuildEnvironment.stable(shell)
        #expect(Set(kept.keys) == ["PATH", "HOME", "LANG", "LC_ALL", "PKG_CONFIG_PATH", "XDG_CACHE_HOME", "GIT_SSL_CAINFO", "https_proxy", "SWIFTPM_NETRC",
                                   "SSL_CERT_FILE", "CURL_CA_BUNDLE"])
        #expect(kept["PATH"] == "/usr/bin")
        // Another directory and another job: the same environment, so the same manifest cache entries.
        var elsewhere = shell
        elsewhere["PWD"] = "/tmp"
        elsewhere["GITHUB_RUN_ID"] = "124"
        elsewhere["SHLVL"] = "3"
        #expect(SwiftBuildEnvironment.stable(elsewhere) == kept)
    }
}
