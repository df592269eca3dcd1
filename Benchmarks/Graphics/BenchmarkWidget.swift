import Foundation
import WidgetryGraphics

/// The medium-widget-sized scene both renderers draw: a card, a few shapes and three texts.
enum BenchmarkWidget {
    static let size = CGSize(width: 364, height: 170)
    static let scale: CGFloat = 3
    static let card = CGRect(x: 0, y: 0, width: 364, height: 170)
    static let accent = RGBAColor(red: 0.2, green: 0.45, blue: 0.95)
    static let texts: [(String, CGFloat, Int, CGRect)] = [
        ("Today", 13, 600, CGRect(x: 16, y: 16, width: 200, height: 18)),
        ("Design review with the widget team", 17, 600, CGRect(x: 40, y: 44, width: 300, height: 44)),
        ("10:00 – 11:30 · Room 4 · 今天的日程安排", 13, 400, CGRect(x: 40, y: 96, width: 300, height: 18)),
    ]

    static var displayList: DisplayList {
        var list = DisplayList(size: size, background: .white)
        list.append(.fill(.roundedRectangle(cornerRadius: 22, continuous: true), card, .color(RGBAColor(red: 0.96, green: 0.96, blue: 0.98))))
        list.append(.fill(.capsule, CGRect(x: 16, y: 44, width: 4, height: 70), .color(accent)))
        list.append(.fill(.ellipse, CGRect(x: 320, y: 14, width: 28, height: 28), .color(accent)))
        list.append(.line(from: CGPoint(x: 16, y: 130), to: CGPoint(x: 348, y: 130), .color(.black.withAlpha(0.1)), lineWidth: 1))
        for (string, size, weight, rect) in texts {
            list.append(.text(AttributedText(string, font: FontSpec(size: size, weight: weight)),
                              TextLayoutOptions(width: rect.width, maxLines: 2), rect))
        }
        return list
    }
}
