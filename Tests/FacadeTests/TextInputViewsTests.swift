import Foundation
import SwiftUI
import Testing
import WidgetKit
import WidgetryPipeline

/// Text input on app screens that share files with a widget: a sign-in screen and a profile form with text
/// fields, a secure field, a text editor, focus state and the keyboard modifiers, written as iOS apps write them.
@Suite struct TextInputViewsTests {
    private func texts<V: View>(_ view: V, family: WidgetFamily = .systemLarge) throws -> [String] {
        let rendered = CellPipeline().render(AnyView(view), named: "screen", in: WidgetCell(family: family), output: .layout)
        return try #require(rendered.layout).texts.map(\.text.string)
    }

    struct SignInScreen: View {
        enum Field: Hashable { case email, password }
        @State var email = ""
        @State var password = "hunter2"
        @FocusState private var focus: Field?
        var body: some View {
            VStack(spacing: 12) {
                TextField("Email", text: $email, prompt: Text("you@example.com"))
                    .keyboardType(.emailAddress)
                    .textInputAutocapitalization(.never)
                    .autocorrectionDisabled()
                    .focused($focus, equals: .email)
                    .submitLabel(.next)
                    .onSubmit { focus = .password }
                SecureField("Password", text: $password)
                    .focused($focus, equals: .password)
                    .submitLabel(.go)
                Button("Sign In") {}
            }
            .textFieldStyle(.roundedBorder)
            .scrollDismissesKeyboard(.interactively)
            .toolbar {
                ToolbarItemGroup(placement: .keyboard) { Button("Done") { focus = nil } }
            }
        }
    }

    @Test("An empty field shows its prompt; a secure field one bullet per character; the button its title")
    func signIn() throws {
        #expect(try texts(SignInScreen()) == ["you@example.com", "\u{2022}\u{2022}\u{2022}\u{2022}\u{2022}\u{2022}\u{2022}", "Sign In"])
    }

    struct ProfileForm: View {
        @State private var name = "Ada"
        @State private var age = 36
        @State private var bio = "Counts plants."
        @State private var city = ""
        @FocusState private var nameFocused: Bool
        var body: some View {
            Form {
                TextField("Name", text: $name).focused($nameFocused)
                TextField("Age", value: $age, format: .number).keyboardType(.numberPad)
                TextField("City", text: $city)
                TextField("Notes", text: $bio, axis: .vertical).lineLimit(3...5)
                TextEditor(text: $bio)
            }
            .textFieldStyle(.plain)
        }
    }

    @Test("Fields show their text, a formatted value, their title when empty; an editor its text")
    func profile() throws {
        #expect(try texts(ProfileForm()) == ["Ada", "36", "City", "Counts plants.", "Counts plants."])
    }

    @Test("An empty field's placeholder is secondary; the rounded border style adds a box around the line")
    func placeholderAndBorder() throws {
        let plain = CellPipeline().render(AnyView(TextField("Search", text: .constant("")).frame(width: 200)), named: "plain",
                                          in: WidgetCell(family: .systemMedium), output: .layout)
        let boxed = CellPipeline().render(AnyView(TextField("Search", text: .constant("")).textFieldStyle(.roundedBorder).frame(width: 200)),
                                          named: "boxed", in: WidgetCell(family: .systemMedium), output: .layout)
        let plainLayout = try #require(plain.layout), boxedLayout = try #require(boxed.layout)
        #expect(plainLayout.texts.map(\.text.string) == ["Search"])
        // The box's 7-point horizontal padding moves the placeholder in from the field's leading edge.
        let plainX = try #require(plainLayout.texts.first).element.frame.minX
        let boxedX = try #require(boxedLayout.texts.first).element.frame.minX
        #expect(boxedX - plainX == 7)
        #expect(boxedLayout.allElements.count > plainLayout.allElements.count)
    }

    @Test("A focus state starts unfocused and keeps what code writes")
    func focusState() {
        struct Holder { @FocusState var isOn: Bool; @FocusState var field: Int? }
        let holder = Holder()
        #expect(holder.isOn == false)
        #expect(holder.field == nil)
        holder.field = 2
        #expect(holder.$field.wrappedValue == 2)
    }
}
