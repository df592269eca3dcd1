import Foundation
import Testing
import WidgetryAppIntents

@Suite struct IntentParameterTests {
    struct Intent: AppIntent {
        static var title: LocalizedStringResource { "Parameters" }
        @Parameter(title: "Team") var team: Team
        @Parameter(title: "Rival", default: .neutral) var rival: Team
        @Parameter(title: "Count", default: 5, controlStyle: .stepper, inclusiveRange: (1, 10)) var count: Int
        @Parameter(title: "Ratio") var ratio: Double
        @Parameter(title: "Name", requestValueDialog: "Which name?") var name: String
        @Parameter(title: "Enabled") var enabled: Bool
        @Parameter(title: "City") var city: CityEntity?
        @Parameter(title: "Note") var note: String?
        @Parameter(title: "Level") var level = 3
    }

    @Test func parametersStartAtTheirDefaults() {
        let intent = Intent()
        // Without a default an enum starts at its first case (Team declares home first), a number at
        // zero, a string empty, a Bool false and an optional empty.
        #expect(intent.team == .home)
        #expect(intent.rival == .neutral)
        #expect(intent.count == 5)
        #expect(intent.ratio == 0)
        #expect(intent.name == "")
        #expect(intent.enabled == false)
        #expect(intent.city == nil)
        #expect(intent.note == nil)
        #expect(intent.level == 3)
    }

    @Test func theProjectedValueDescribesTheParameter() {
        let intent = Intent()
        #expect(intent.$count.title == "Count")
        #expect(intent.$count.defaultValue == 5)
        #expect(intent.$count.inclusiveRange?.lowerBound == 1)
        #expect(intent.$count.inclusiveRange?.upperBound == 10)
        #expect(intent.$name.requestValueDialog == "Which name?")
    }

    @Test func copiesOfAnIntentShareTheirParameters() {
        // As in App Intents, a parameter is a reference.
        let intent = Intent()
        let copy = intent
        intent.team = .away
        #expect(copy.team == .away)
    }

    @Test func anEnumShowsItsCaseRepresentation() {
        #expect(Team.away.displayRepresentation.title.description == "Away")
        #expect(Team.away.displayRepresentation.subtitle?.description == "On the road")
        #expect(Team.away.displayRepresentation.image == DisplayRepresentation.Image(systemName: "airplane"))
        #expect(Team.home.localizedStringResource.description == "Home")
        #expect(Team.typeDisplayRepresentation.name.description == "Team")
    }

    @Test func theQueryFindsEntities() async throws {
        let query = CityEntity.defaultQuery
        #expect(try await query.entities(for: ["osl"]).map(\.name) == ["Oslo"])
        #expect(try await query.suggestedEntities().count == CityEntity.all.count)
        #expect(await query.defaultResult()?.id == "lis")
    }
}

/// Array parameters sized per family, as iOS 17 widgets configure a list of items.
@Suite struct IntentCollectionSizeTests {
    struct PickStops: WidgetConfigurationIntent {
        static var title: LocalizedStringResource { "Pick stops" }
        @Parameter(title: "Stops", size: [.systemSmall: 2, .systemMedium: 4])
        var stops: [String]?
        @Parameter(title: "Lines", size: 3)
        var lines: [String]?
        // As App Intents orders the arguments: the default before the size; and a parameter that takes a shortcut's
        // previous result (a survey extension's code picker).
        @Parameter(title: "Codes", default: [], size: 2)
        var codes: [String]?
        @Parameter(title: "Code to show", default: nil, inputConnectionBehavior: .connectToPreviousIntentResult)
        var shown: String?
    }

    @Test("size: is kept per family or for all, and the parameter starts empty")
    func sizes() {
        let intent = PickStops()
        #expect(intent.$stops.collectionSize?.count(for: .systemMedium) == 4)
        #expect(intent.$stops.collectionSize?.count(for: .systemLarge) == nil)
        #expect(intent.$lines.collectionSize?.count(for: .systemLarge) == 3)
        #expect(intent.stops == nil)
        #expect(intent.$codes.collectionSize?.count(for: .systemSmall) == 2 && intent.codes == [])
        #expect(intent.shown == nil)
    }
}

/// Text parameters with input options, as intents ask for a note or a web address.
@Suite struct IntentInputOptionsTests {
    struct SaveNote: WidgetConfigurationIntent {
        static var title: LocalizedStringResource { "Save note" }
        @Parameter(title: "Note", inputOptions: String.IntentInputOptions(multiline: true))
        var note: String
        @Parameter(title: "Link", default: "https://example.com", inputOptions: .init(keyboardType: .URL, capitalizationType: .none, autocorrect: false))
        var link: String
        @Parameter(title: "Tag", inputOptions: .init(capitalizationType: .words))
        var tag: String?
    }

    @Test("inputOptions: are kept, with App Intents' defaults for what is not given, and the values start as without them")
    func options() {
        let intent = SaveNote()
        #expect(intent.$note.inputOptions?.multiline == true)
        // Not given: an ASCII keyboard, sentence capitalization, corrections on (App Intents' initializer defaults).
        #expect(intent.$note.inputOptions?.keyboardType == .asciiCapable)
        #expect(intent.$note.inputOptions?.capitalizationType == .sentences)
        #expect(intent.$link.inputOptions?.keyboardType == .URL && intent.$link.inputOptions?.autocorrect == false)
        #expect(intent.note == "" && intent.link == "https://example.com" && intent.tag == nil)
        #expect(intent.$tag.inputOptions?.capitalizationType == .words)
    }
}
