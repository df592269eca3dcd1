import Foundation

/// A control that edits a string, as SwiftUI's `TextField`. Text fields belong to app screens that share
/// files with a widget (a widget takes no typing), so a render draws the field at rest: its text on one line
/// (or wrapping, with `axis: .vertical`), or the prompt — the title when there is none — in the secondary
/// style when the text is empty, as UIKit draws a placeholder. The text field style in the environment
/// (`textFieldStyle(.roundedBorder)`) adds the bordered box.
public struct TextField<Label: View>: View {
    let shown: String
    let prompt: Text?
    let label: Label
    let axis: Axis

    /// A field bound to `text`, whose label is drawn as the placeholder when there is no prompt.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        shown = text.wrappedValue; self.prompt = prompt; self.label = label(); axis = .horizontal
    }

    /// A field bound to `text` that grows along `axis` (iOS 16): `.vertical` wraps its text.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        shown = text.wrappedValue; self.prompt = prompt; self.label = label(); self.axis = axis
    }

    /// A field editing a value through a parseable format style (`TextField("Age", value: $age, format: .number)`).
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format: F, prompt: Text? = nil,
                                         @ViewBuilder label: () -> Label) where F.FormatOutput == String {
        shown = format.format(value.wrappedValue); self.prompt = prompt; self.label = label(); axis = .horizontal
    }

    /// A field editing a value through a Foundation `Formatter`.
    public init<V>(value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        shown = formatter.string(for: value.wrappedValue) ?? ""; self.prompt = prompt; self.label = label(); axis = .horizontal
    }

    /// The field at rest.
    public var body: some View {
        TextInputBox(text: shown, axis: axis) {
            if let prompt { prompt } else { label }
        }
    }
}

extension TextField where Label == Text {
    /// A field whose localized title is its placeholder.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, label: { Text(titleKey) })
    }
    /// A field whose title, shown verbatim, is its placeholder.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, label: { Text(title) })
    }
    /// A field with a localized title and a prompt drawn as the placeholder.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt, label: { Text(titleKey) })
    }
    /// A field with a verbatim title and a prompt drawn as the placeholder.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt, label: { Text(title) })
    }
    /// A field that grows along `axis`, with a localized title.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text, axis: axis, label: { Text(titleKey) })
    }
    /// A field that grows along `axis`, with a verbatim title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text, axis: axis, label: { Text(title) })
    }
    /// A field that grows along `axis`, with a localized title and a prompt.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, axis: axis, label: { Text(titleKey) })
    }
    /// A field that grows along `axis`, with a verbatim title and a prompt.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, axis: axis, label: { Text(title) })
    }
    /// The pre-iOS 15 field with editing callbacks (deprecated by Apple); nothing is edited in a render.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                onCommit: @escaping () -> Void = {}) {
        self.init(text: text, label: { Text(titleKey) })
    }
    /// The pre-iOS 15 field with editing callbacks and a verbatim title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                   onCommit: @escaping () -> Void = {}) {
        self.init(text: text, label: { Text(title) })
    }
    /// A field editing a formatted value, with a localized title.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt, label: { Text(titleKey) })
    }
    /// A field editing a formatted value, with a verbatim title.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt, label: { Text(title) })
    }
    /// A field editing a value through a `Formatter`, with a localized title.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        self.init(value: value, formatter: formatter, label: { Text(titleKey) })
    }
    /// A field editing a value through a `Formatter`, with a verbatim title.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
        self.init(value: value, formatter: formatter, label: { Text(title) })
    }
}

/// A field whose text is hidden, as SwiftUI's `SecureField`: one bullet per character of the text (UIKit's
/// secure entry), or the prompt or title as the placeholder when it is empty.
public struct SecureField<Label: View>: View {
    let length: Int
    let prompt: Text?
    let label: Label

    /// A secure field bound to `text`, labelled by `label`.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        length = text.wrappedValue.count; self.prompt = prompt; self.label = label()
    }

    /// The bullets, or the placeholder.
    public var body: some View {
        TextInputBox(text: String(repeating: "\u{2022}", count: length), axis: .horizontal) {
            if let prompt { prompt } else { label }
        }
    }
}

extension SecureField where Label == Text {
    /// A secure field whose localized title is its placeholder.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { self.init(text: text, label: { Text(titleKey) }) }
    /// A secure field whose verbatim title is its placeholder.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) { self.init(text: text, label: { Text(title) }) }
    /// A secure field with a localized title and a prompt.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt, label: { Text(titleKey) })
    }
    /// A secure field with a verbatim title and a prompt.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt, label: { Text(title) })
    }
}

/// A multi-line text editor, as SwiftUI's `TextEditor`: its text top-leading, wrapping, filling the space
/// offered (UITextView's behaviour); an empty editor draws nothing, as on iOS.
public struct TextEditor: View {
    let text: String

    /// An editor bound to `text`.
    public init(text: Binding<String>) { self.text = text.wrappedValue }

    /// The text, top-leading.
    public var body: some View {
        Text(verbatim: text).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// A field at rest: `text` when not empty, else `placeholder` in the secondary style; boxed by the text field
/// style in the environment.
struct TextInputBox<Placeholder: View>: View {
    let text: String
    let axis: Axis
    let placeholder: Placeholder
    @Environment(\.textFieldDrawing) private var drawing

    init(text: String, axis: Axis, @ViewBuilder placeholder: () -> Placeholder) {
        self.text = text; self.axis = axis; self.placeholder = placeholder()
    }

    var body: some View {
        let line = Group {
            if text.isEmpty { placeholder.foregroundStyle(.secondary) } else { Text(verbatim: text) }
        }
        .lineLimit(axis == .vertical ? nil : 1)
        .frame(maxWidth: .infinity, alignment: .leading)
        return Group {
            if drawing == .roundedBorder {
                // UITextField.BorderStyle.roundedRect: a thin grey border with rounded corners around a padded line.
                line.padding(.horizontal, 7).padding(.vertical, 6)
                    .background(RoundedRectangle(cornerRadius: 5).fill(Color(uiColor: .systemBackground)))
                    .overlay(RoundedRectangle(cornerRadius: 5).strokeBorder(Color(uiColor: .separator), lineWidth: 0.5))
            } else {
                line
            }
        }
    }
}
