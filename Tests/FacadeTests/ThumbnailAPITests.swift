import Foundation
import QuickLookThumbnailing
import SwiftUI
import Testing
import WidgetryFoundation

/// A file row's icon as a file-browser package that a widget links loads it: a thumbnail request, and the placeholder
/// it keeps when the request fails.
final class FileIconModel: @unchecked Sendable {
    private(set) var failure: QLThumbnailError.Code?
    let url: URL
    init(url: URL) { self.url = url }

    func thumbnail(scale: CGFloat) async throws -> QLThumbnailRepresentation {
        let request = QLThumbnailGenerator.Request(fileAt: url, size: CGSize(width: 32, height: 32), scale: scale, representationTypes: .thumbnail)
        request.iconMode = true
        return try await withCheckedThrowingContinuation { continuation in
            QLThumbnailGenerator.shared.generateRepresentations(for: request) { thumbnail, _, error in
                if let error { continuation.resume(throwing: error) } else if let thumbnail { continuation.resume(returning: thumbnail) }
            }
        }
    }
}

@Suite struct ThumbnailAPITests {
    @Test("A thumbnail request fails with generationFailed, as iOS answers for a file it cannot preview, and a note says why")
    func requestsFail() async throws {
        let model = FileIconModel(url: URL(fileURLWithPath: "/tmp/report.pdf"))
        await #expect(throws: QLThumbnailError.self) { try await model.thumbnail(scale: 3) }
        do {
            _ = try await QLThumbnailGenerator.shared.generateBestRepresentation(
                for: .init(fileAt: model.url, size: CGSize(width: 64, height: 64), scale: 2, representationTypes: .all))
            Issue.record("a thumbnail was made")
        } catch let error as QLThumbnailError {
            #expect(error.code == .generationFailed && error.errorCode == 0)
            #expect(QLThumbnailError.errorDomain == "QLThumbnailErrorDomain")
        }
        let (_, skipped) = SkippedEffects.collecting {
            QLThumbnailGenerator.shared.generateRepresentations(for: .init(fileAt: model.url, size: .zero, scale: 1, representationTypes: .icon))
        }
        #expect(skipped.contains { $0.hasPrefix("QuickLookThumbnailing:") })
    }
}
