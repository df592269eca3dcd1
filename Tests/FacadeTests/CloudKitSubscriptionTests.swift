import CloudKit
import Foundation
import Testing

/// App code shared with a widget that keeps prices in CloudKit's public database: records built by key-value coding,
/// a query subscription saved at launch, notifications matched by subscription (our own code, shaped as apps write it).
final class PriceSync {
    let database = CKContainer(identifier: "iCloud.example.prices").publicCloudDatabase
    private(set) var subscriptionID: CKSubscription.ID?
    private(set) var lastError: String?

    func makeRecord(price: Double, currency: String) -> CKRecord {
        let record = CKRecord(recordType: "Price", recordID: CKRecord.ID(recordName: currency))
        record.setValue(price, forKey: "price")
        record.setValue(currency, forKey: "currency")
        return record
    }

    func subscribe() async {
        do {
            let existing = try await database.allSubscriptions().compactMap { $0 as? CKQuerySubscription }
            subscriptionID = existing.first { $0.recordType == "Price" }?.subscriptionID
            if subscriptionID == nil {
                let subscription = CKQuerySubscription(recordType: "Price", predicate: NSPredicate(value: true),
                                                       options: [.firesOnRecordUpdate, .firesOnRecordCreation])
                let info = CKSubscription.NotificationInfo()
                info.shouldSendContentAvailable = true
                subscription.notificationInfo = info
                subscriptionID = try await database.save(subscription).subscriptionID
            }
        } catch {
            lastError = error.localizedDescription
        }
    }

    func handle(_ userInfo: [AnyHashable: Any]) -> CKRecord.ID? {
        guard let notification = CKNotification.notificationFromRemoteDictionary(userInfo),
              let query = notification as? CKQueryNotification, query.databaseScope == .public,
              query.queryNotificationReason != .recordDeleted else { return nil }
        return query.recordID
    }
}

@Suite struct CloudKitSubscriptionTests {
    @Test("Records set by key-value coding keep their fields; a value CloudKit cannot store clears the field")
    func keyValueRecords() {
        let record = PriceSync().makeRecord(price: 64_000.5, currency: "USD")
        #expect(record.value(forKey: "price") as? Double == 64_000.5)
        #expect(record["currency"] as? String == "USD")
        record.setValue(NSObject(), forKey: "currency")
        #expect(record["currency"] == nil)
    }

    @Test("Saving a subscription fails as on a device without iCloud: the app's offline path runs and reports CloudKit's error")
    func subscribeOffline() async {
        let sync = PriceSync()
        await sync.subscribe()
        #expect(sync.subscriptionID == nil)
        #expect(sync.lastError == CKError.unavailableMessage)
    }

    @Test("A CloudKit query payload is a query notification with its record; any other payload is not CloudKit's")
    func notifications() {
        let sync = PriceSync()
        // The payload keys CloudKit sends: ck › qry › rid (record name), fo (reason), dbs (scope); sid the subscription.
        let payload: [AnyHashable: Any] = ["ck": ["sid": "prices", "qry": ["rid": "USD", "fo": 2, "dbs": 1]]]
        #expect(sync.handle(payload)?.recordName == "USD")
        #expect(sync.handle(["aps": ["content-available": 1]]) == nil)
        #expect(CKNotification(fromRemoteNotificationDictionary: ["aps": [:]]) == nil)
        #expect(CKNotification(fromRemoteNotificationDictionary: payload)?.subscriptionID == "prices")
    }
}
