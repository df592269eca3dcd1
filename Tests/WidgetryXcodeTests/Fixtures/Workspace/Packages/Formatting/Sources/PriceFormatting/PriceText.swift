public enum PriceText {
    public static func format(cents: Int) -> String {
        "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)"
    }
}
