import Foundation

/// How text fields are drawn, as SwiftUI's `TextFieldStyle`: the automatic and plain styles draw the line
/// alone; the rounded-border style boxes it as UIKit's `roundedRect` border style.
public protocol TextFieldStyle {}
/// The platform's default text field style: plain on iOS outside a form.
public struct DefaultTextFieldStyle: TextFieldStyle { public init() {} }
/// A text field without decoration.
public struct PlainTextFieldStyle: TextFieldStyle { public init() {} }
/// A text field in a rounded, bordered box.
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }
extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The platform's default.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// No decoration.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A rounded, bordered box.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

/// What a text field style draws around the line.
enum TextFieldDrawing: Sendable { case plain, roundedBorder }

private struct TextFieldDrawingKey: EnvironmentKey { static let defaultValue = TextFieldDrawing.plain }

extension EnvironmentValues {
    /// The decoration of text fields inside (`textFieldStyle(_:)`).
    var textFieldDrawing: TextFieldDrawing {
        get { self[TextFieldDrawingKey.self] }
        set { self[TextFieldDrawingKey.self] = newValue }
    }
}

/// The keyboard a text field asks for, as UIKit's `UIKeyboardType`. It lives in WidgetryUI, as ``UIColor``
/// does, because on iOS `import SwiftUI` alone makes it visible (`.keyboardType(.decimalPad)`).
public enum UIKeyboardType: Int, Sendable, Hashable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
    /// The last keyboard type, under UIKit's name.
    public static let alphabet = UIKeyboardType.asciiCapable
}

/// What a text field capitalizes as it is typed in, as SwiftUI's `TextInputAutocapitalization`.
public struct TextInputAutocapitalization: Sendable, Hashable {
    let rule: String
    /// Nothing.
    public static let never = TextInputAutocapitalization(rule: "never")
    /// Each word.
    public static let words = TextInputAutocapitalization(rule: "words")
    /// Each sentence.
    public static let sentences = TextInputAutocapitalization(rule: "sentences")
    /// Every character.
    public static let characters = TextInputAutocapitalization(rule: "characters")
}

/// UIKit's older autocapitalization setting (`autocapitalization(.none)`), as `UITextAutocapitalizationType`.
public enum UITextAutocapitalizationType: Int, Sendable, Hashable { case none, words, sentences, allCharacters }

/// The return key's title, as SwiftUI's `SubmitLabel`.
public struct SubmitLabel: Sendable, Hashable {
    let name: String
    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return")
    public static let next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}

/// What submits, for `onSubmit(of:_:)`, as SwiftUI's `SubmitTriggers`.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Return in a text field.
    public static let text = SubmitTriggers(rawValue: 1)
    /// A search field's submission.
    public static let search = SubmitTriggers(rawValue: 2)
}

/// How scrolling dismisses the keyboard, as SwiftUI's `ScrollDismissesKeyboardMode`.
public struct ScrollDismissesKeyboardMode: Sendable, Hashable {
    let name: String
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

/// Text input modifiers of app screens that share files with a widget. A render has no keyboard, so those
/// about typing leave the view as it is; `textFieldStyle` changes how fields are drawn.
extension View {
    /// How text fields inside are drawn: `.roundedBorder` boxes them; `.plain` and `.automatic` do not.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        modifyingEnvironment { $0.textFieldDrawing = style is RoundedBorderTextFieldStyle ? .roundedBorder : .plain }
    }
    /// The keyboard fields inside ask for; no keyboard is shown in a render.
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }
    /// What fields inside capitalize while typing; nothing is typed in a render.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
    /// UIKit's older autocapitalization setting; nothing is typed in a render.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }
    /// Whether fields inside autocorrect; nothing is typed in a render.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
    /// Whether fields inside autocorrect, under the older name; nothing is typed in a render.
    public func disableAutocorrection(_ disable: Bool?) -> some View { self }
    /// The return key's title; no keyboard is shown in a render.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
    /// An action on submitting a field inside; nothing is submitted in a render.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }
    /// Binds whether this field is focused; a render focuses nothing, so the binding keeps its value.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }
    /// Binds which field is focused, this one being `value`; a render focuses nothing.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View { self }
    /// How scrolling dismisses the keyboard; no keyboard is shown in a render.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
}
