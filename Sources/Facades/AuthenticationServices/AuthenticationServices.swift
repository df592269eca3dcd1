// `import AuthenticationServices`: Sign in with Apple and web sign-in types compiled as on iOS; nothing
// is shown and requests fail on Linux (docs/compatibility.md).
@_exported import Foundation
@_exported import WidgetryAuthenticationServices
