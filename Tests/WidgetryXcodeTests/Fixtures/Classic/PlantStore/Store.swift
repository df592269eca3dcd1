public enum Store {
    public static let suite = "group.example.plants"
}
