import Foundation
import WidgetryReference
import WidgetryUI

/// A page of every text style at several text sizes, in Latin and Chinese: what `make demo` shows first,
/// so a reader can see the Dynamic Type table and the fonts standing in for SF Pro and PingFang.
struct TypeSpecimenView: View {
    let sizes: [DynamicTypeSize]
    @Environment(\.colorScheme) var colorScheme

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Widgetry type specimen — \(colorScheme == .dark ? "dark" : "light")").font(.system(size: 28, weight: .bold))
            HStack(alignment: .top, spacing: 24) {
                ForEach(sizes, id: \.self) { size in
                    SpecimenColumn(size: size).frame(width: 440, alignment: .leading)
                }
            }
        }
        .padding(24)
        .background(colorScheme == .dark ? Color.black : Color.white)
    }
}

private struct SpecimenColumn: View {
    let size: DynamicTypeSize

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text(size.argumentName).font(.system(size: 15, weight: .semibold)).foregroundColor(.blue)
            ForEach(Font.TextStyle.allCases, id: \.self) { style in
                VStack(alignment: .leading, spacing: 2) {
                    let metrics = DynamicTypeTable.metrics(style.typeStyle, at: size)
                    Text("\(style.typeStyle.rawValue) · \(Int(metrics.pointSize)) pt")
                        .font(.system(size: 11)).foregroundStyle(.secondary)
                    Text("Widgets at a glance 一目了然").font(.system(style))
                }
            }
        }
        .environment(\.dynamicTypeSize, size)
    }
}
