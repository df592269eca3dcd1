import Foundation

/// A placeholder for missing content, as SwiftUI's `ContentUnavailableView` (iOS 17): a large icon over a
/// title, a description under it and optional actions, centred in all the space it is offered.
///
/// Approximation (Apple publishes no metrics): the icon at 48 pt in the secondary colour, the title in
/// `.title2` bold, the description in `.callout` secondary, centred lines; 8 pt between icon and title,
/// 4 pt to the description and 16 pt to the actions.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// A placeholder from views.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    /// The icon, title, description and actions, centred.
    public var body: some View {
        VStack(spacing: 16) {
            VStack(spacing: 4) {
                label.labelStyle(_UnavailableLabelStyle())
                description.font(.callout).foregroundStyle(.secondary)
            }
            actions
        }
        .multilineTextAlignment(.center)
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// The label of a `ContentUnavailableView`: the icon large above the title.
struct _UnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 8) {
            configuration.icon.font(.system(size: 48)).foregroundStyle(.secondary)
            configuration.title.font(.title2.bold())
        }
    }
}

extension ContentUnavailableView where Label == WidgetryUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// A placeholder with a title, an SF Symbol and an optional description.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { WidgetryUI.Label(title: { Text(title) }, icon: { Image(systemName: name) }) }, description: { description })
    }

    /// A placeholder with a string title, an SF Symbol and an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { WidgetryUI.Label(title, systemImage: name) }, description: { description })
    }

    /// The standard placeholder for a search without results: "No Results", a magnifying glass, and
    /// iOS's suggestion to check the spelling.
    public static var search: ContentUnavailableView {
        ContentUnavailableView("No Results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
    }

    /// The search placeholder naming the text searched for, as iOS words it.
    public static func search(text: String) -> ContentUnavailableView {
        ContentUnavailableView(verbatimTitle: text.isEmpty ? "No Results" : "No Results for “\(text)”")
    }

    private init(verbatimTitle: String) {
        self.init(label: { WidgetryUI.Label(verbatimTitle, systemImage: "magnifyingglass") },
                  description: { Text("Check the spelling or try a new search.") })
    }
}
