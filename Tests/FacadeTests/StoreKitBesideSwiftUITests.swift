import AppIntents
import Foundation
import StoreKit
import SwiftUI
import Testing

/// StoreKit's `Transaction` beside SwiftUI's, as on iOS: in an expression the member decides which is meant
/// (`Transaction.currentEntitlements` is StoreKit's, `Transaction(animation:)` SwiftUI's); where only a type is
/// written, apps qualify it (`StoreKit.Transaction`, or `typealias Transaction = StoreKit.Transaction`, as two of the
/// survey's apps do), since iOS finds the bare name ambiguous there too.
@Suite struct StoreKitBesideSwiftUITests {
    @Test("Transaction's members tell StoreKit's from SwiftUI's; StoreKit.Transaction names the type")
    func bothTransactions() async {
        var count = 0
        for await _ in Transaction.currentEntitlements { count += 1 }
        #expect(count == 0)
        #expect(await Transaction.latest(for: "pro") == nil)
        let purchase: StoreKit.Transaction? = nil
        #expect(purchase?.productID == nil)
        let jump = SwiftUI.Transaction(animation: nil)
        #expect(jump.animation == nil)
        withTransaction(Transaction(animation: .easeIn)) { count += 1 }
        #expect(count == 1)
    }
}
