import Foundation

extension String {
    /// How the system edits a text parameter, as App Intents' `String.IntentInputOptions`
    /// (`@Parameter(title: "Note", inputOptions: .init(multiline: true))`). Widgetry renders a widget's configuration as
    /// given and edits nothing, so the options are kept and change nothing drawn.
    public struct IntentInputOptions: Sendable, Hashable {
        /// The keyboard the system shows, with UIKit's `UIKeyboardType` names.
        public enum KeyboardType: Sendable, Hashable {
            case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
                 decimalPad, twitter, webSearch, asciiCapableNumberPad
        }

        /// Which letters the keyboard capitalizes, with UIKit's `UITextAutocapitalizationType` names.
        public enum CapitalizationType: Sendable, Hashable {
            case none, words, sentences, allCharacters
        }

        /// The keyboard.
        public var keyboardType: KeyboardType
        /// The capitalization.
        public var capitalizationType: CapitalizationType
        /// Whether the text may have more than one line.
        public var multiline: Bool
        /// Whether the keyboard corrects words.
        public var autocorrect: Bool
        /// Whether straight quotes become curly ones.
        public var smartQuotes: Bool
        /// Whether double hyphens become dashes.
        public var smartDashes: Bool

        /// Options; the defaults are App Intents' (an ASCII keyboard, sentence capitalization, one line, corrections on).
        public init(keyboardType: KeyboardType = .asciiCapable, capitalizationType: CapitalizationType = .sentences,
                    multiline: Bool = false, autocorrect: Bool = true, smartQuotes: Bool = true, smartDashes: Bool = true) {
            self.keyboardType = keyboardType
            self.capitalizationType = capitalizationType
            self.multiline = multiline
            self.autocorrect = autocorrect
            self.smartQuotes = smartQuotes
            self.smartDashes = smartDashes
        }
    }
}

extension IntentParameter where Value == String {
    /// A text parameter with input options: `@Parameter(title: "Note", inputOptions: .init(multiline: true))`.
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: String? = nil,
                            inputOptions: String.IntentInputOptions, requestValueDialog: IntentDialog? = nil,
                            inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.init(title: title, description: description, default: defaultValue, requestValueDialog: requestValueDialog,
                  inputConnectionBehavior: inputConnectionBehavior)
        self.inputOptions = inputOptions
    }

    /// A text parameter with input options whose starting value is the property's initial value.
    public convenience init(wrappedValue: String, title: LocalizedStringResource, description: LocalizedStringResource? = nil,
                            inputOptions: String.IntentInputOptions, requestValueDialog: IntentDialog? = nil,
                            inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.init(title: title, description: description, default: wrappedValue, inputOptions: inputOptions,
                  requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior)
    }
}

extension IntentParameter where Value == String? {
    /// An optional text parameter with input options.
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: String? = nil,
                            inputOptions: String.IntentInputOptions, requestValueDialog: IntentDialog? = nil,
                            inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.init(title: title, description: description, default: defaultValue.map { .some($0) }, requestValueDialog: requestValueDialog,
                  inputConnectionBehavior: inputConnectionBehavior)
        self.inputOptions = inputOptions
    }
}
