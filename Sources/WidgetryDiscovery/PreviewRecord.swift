import CWidgetrySections

/// One record `#Preview` leaves in the binary's `widgetry_previews` section. Laid out as a C struct
/// (the macro's expansion spells it as a tuple literal, the only form the compiler folds into a
/// section), so its fields are positional:
/// - `kind`: what the accessor writes (see ``PreviewRecordKind``);
/// - `version`: the record layout, 1;
/// - `accessor`: writes the preview's value into uninitialised memory of the kind's type.
///
/// Why a section and not a registry call: Swift has no static initialisers, and `#Preview` sits at file
/// scope where no code runs, so the only way the tools can learn about a preview is for the linker to
/// collect it — the way Swift Testing finds `@Test` functions.
public typealias __WidgetryPreviewRecord = (kind: UInt32, version: UInt32, accessor: @convention(c) (UnsafeMutableRawPointer) -> Void)

/// What a preview record's accessor produces.
public enum PreviewRecordKind: UInt32, Sendable {
    /// A widget preview: `#Preview(as:widget:timeline:)` and its variants.
    case widget = 1
    /// A view preview: `#Preview { SomeView() }`.
    case view = 2
    /// A Live Activity preview: `#Preview(as:using:widget:contentStates:)`.
    case liveActivity = 3
}

/// The preview records linked into the running binary.
public enum PreviewRecords {
    /// The records of `kind`, in link order (within one file, declaration order).
    public static func all(of kind: PreviewRecordKind) -> [__WidgetryPreviewRecord] {
        guard let begin = widgetry_preview_records_begin(), let end = widgetry_preview_records_end(), end > begin else { return [] }
        let stride = MemoryLayout<__WidgetryPreviewRecord>.stride
        let count = (end - begin) / stride
        let records = UnsafeBufferPointer(start: begin.assumingMemoryBound(to: __WidgetryPreviewRecord.self), count: count)
        return records.filter { $0.version == 1 && $0.kind == kind.rawValue }
    }

    /// Calls each record's accessor of `kind` and returns what it wrote, as `T`.
    public static func load<T>(_ kind: PreviewRecordKind, as type: T.Type) -> [T] {
        all(of: kind).map { record in
            let slot = UnsafeMutablePointer<T>.allocate(capacity: 1)
            defer { slot.deallocate() }
            record.accessor(UnsafeMutableRawPointer(slot))
            return slot.move()
        }
    }
}
