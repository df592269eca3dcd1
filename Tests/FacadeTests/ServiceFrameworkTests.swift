import AuthenticationServices
import CloudKit
import CoreImage
import CoreLocation
import DeviceActivity
import Foundation
import StoreKit
import Testing
import WatchConnectivity
import UIKit
import WeatherKit
import WidgetKit

/// Frameworks of shared app code that need Apple's services: they compile as on iOS and answer as a
/// device without the service does, so the widget takes its offline or fallback path.
@Suite struct ServiceFrameworkTests {
    @Test("CloudKit requests fail with the fixture-data message, through completion handlers and async calls")
    func cloudKitFails() async throws {
        let database = CKContainer.default().privateCloudDatabase
        let query = CKQuery(recordType: "Habit", predicate: NSPredicate(value: true))
        let message: String? = await withCheckedContinuation { continuation in
            database.perform(query, inZoneWith: nil) { records, error in
                continuation.resume(returning: records == nil ? error?.localizedDescription : "records")
            }
        }
        #expect(message == "CloudKit is unavailable in Widgetry; supply fixture data")
        await #expect(throws: CKError.self) { try await database.record(for: CKRecord.ID(recordName: "today")) }
        #expect(try await CKContainer(identifier: "iCloud.example").accountStatus() == .noAccount)
        // Records are plain values the app's code builds and reads.
        let record = CKRecord(recordType: "Habit")
        record["name"] = "Walk"
        record["count"] = 3
        #expect(record["name"] as? String == "Walk")
        #expect(record["count"] as? Int == 3)
        #expect(record.allKeys() == ["count", "name"])
    }

    final class Delegate: WCSessionDelegate {
        var states: [WCSessionActivationState] = []
        func session(_ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState, error: Error?) {
            states.append(activationState)
        }
    }

    @Test("WatchConnectivity has no paired watch: unsupported, never activated, sends fail")
    func watchConnectivity() {
        #expect(!WCSession.isSupported())
        let delegate = Delegate()
        WCSession.default.delegate = delegate
        WCSession.default.activate()
        #expect(delegate.states == [.notActivated])
        var failed = false
        WCSession.default.sendMessage(["a": 1], replyHandler: nil) { _ in failed = true }
        #expect(failed)
        #expect(!WCSession.default.isReachable)
    }

    @Test("StoreKit has no products, transactions or entitlements")
    func storeKit() async throws {
        #expect(try await Product.products(for: ["pro"]).isEmpty)
        var entitlements = 0
        for await _ in Transaction.currentEntitlements { entitlements += 1 }
        #expect(entitlements == 0)
        #expect(await Transaction.latest(for: "pro") == nil)
    }

    @Test("WeatherKit requests throw the fixture-data message")
    func weatherKit() async {
        do {
            _ = try await WeatherService.shared.weather(for: CLLocation(latitude: 51.5, longitude: -0.12))
            Issue.record("a weather request succeeded")
        } catch {
            #expect(error.localizedDescription == "WeatherKit is unavailable in Widgetry; supply fixture data")
        }
        #expect(WeatherCondition.partlyCloudy.description == "Partly Cloudy")
    }

    @Test("A request for parts of the weather (including: .current, .hourly(startDate:endDate:)) throws the same message")
    func weatherKitQueries() async {
        let london = CLLocation(latitude: 51.5, longitude: -0.12)
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        do {
            let (current, hours) = try await WeatherService.shared.weather(
                for: london, including: .current, .hourly(startDate: now, endDate: now.addingTimeInterval(6 * 3600)))
            Issue.record("a weather request succeeded: \(current.temperature), \(hours.count) hours")
        } catch {
            #expect(error.localizedDescription == "WeatherKit is unavailable in Widgetry; supply fixture data")
        }
        await #expect(throws: WeatherError.self) { _ = try await WeatherService.shared.weather(for: london, including: .daily) }
        // An hour of a fixture forecast reads as WeatherKit's does: humidity, feels-like, wind, UV, daylight, clouds.
        let hour = HourWeather(date: now, temperature: Measurement(value: 18, unit: .celsius), condition: .partlyCloudy,
                               symbolName: "cloud.sun", precipitationChance: 0.1, humidity: 0.62)
        #expect(hour.humidity == 0.62 && hour.apparentTemperature.value == 18 && hour.uvIndex.value == 0 && hour.isDaylight)
    }

    @Test("Core Image filters keep their parameters and give no output, so a QR helper takes its fallback")
    func coreImage() {
        let filter = CIFilter.qrCodeGenerator()
        filter.message = Data("hello".utf8)
        filter.correctionLevel = "H"
        #expect(filter.message == Data("hello".utf8))
        #expect(filter.correctionLevel == "H")
        #expect(filter.outputImage == nil)
        #expect(CIFilter(name: "CISepiaTone")?.outputImage == nil)
        // Transforms move an image's extent, as Core Graphics computes it.
        let moved = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 1, y: 1))
        #expect(moved == CGRect(x: 2, y: 3, width: 20, height: 60))
    }

    @Test("A noise texture through a colour matrix: the filters and CIVector keep their values, the output is nil")
    func noiseTexture() {
        // A button texture as apps build one: grey noise at 10 % opacity.
        let noise = CIFilter.randomGenerator()
        let matrix = CIFilter.colorMatrix()
        matrix.inputImage = noise.outputImage
        #expect(matrix.aVector == CIVector(x: 0, y: 0, z: 0, w: 1))  // the identity until set
        matrix.aVector = CIVector(x: 0, y: 0, z: 0, w: 0.1)
        #expect(matrix.aVector.w == 0.1 && matrix.aVector.count == 4)
        #expect(matrix.aVector.value(at: 7) == 0)
        #expect(matrix.outputImage == nil)
        #expect(CIVector(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test("applyingFilter returns the image unfiltered, its extent kept, and notes the skipped filter")
    func applyingFilter() {
        let image = CIImage(color: CIColor(red: 1, green: 0, blue: 0)).cropped(to: CGRect(x: 0, y: 0, width: 40, height: 20))
        let (blurred, skipped) = SkippedEffects.collecting { image.applyingFilter("CIGaussianBlur", parameters: [kCIInputRadiusKey: 4]) }
        #expect(blurred.extent == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(skipped.contains { $0.hasPrefix("CoreImage:") && $0.contains("CIGaussianBlur") })
        // The widget's reload helpers compile and ask nothing of the render.
        WidgetCenter.shared.invalidateConfigurationRecommendations()
    }

    @Test("A photo's bitmap: cgImage, a crop inside it, the image made back from it, upright")
    func cgImage() throws {
        // UIGraphicsImageRenderer makes a 40 × 20 pt image at 2x: an 80 × 40 pixel bitmap.
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let photo = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format).image { _ in }
        let bitmap = try #require(photo.cgImage)
        #expect(bitmap.width == 80 && bitmap.height == 40)
        #expect(bitmap.cropping(to: CGRect(x: 10, y: 10, width: 20, height: 20)) != nil)
        #expect(bitmap.cropping(to: CGRect(x: 500, y: 500, width: 10, height: 10)) == nil)
        #expect(UIImage(cgImage: bitmap, scale: 2, orientation: photo.imageOrientation).size == photo.size)
    }

    @Test("DeviceActivity keeps what is monitored; nothing fires")
    func deviceActivity() throws {
        let center = DeviceActivityCenter()
        let schedule = DeviceActivitySchedule(intervalStart: DateComponents(hour: 9), intervalEnd: DateComponents(hour: 17), repeats: true)
        try center.startMonitoring(DeviceActivityName("work"), during: schedule)
        #expect(center.activities == [DeviceActivityName("work")])
        center.stopMonitoring()
        #expect(center.activities.isEmpty)
    }

    final class SignIn: ASAuthorizationControllerDelegate {
        var error: ASAuthorizationError?
        func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: Error) {
            self.error = error as? ASAuthorizationError
        }
    }

    @Test("Sign in with Apple fails without the system's UI, and no credential is found")
    func authenticationServices() async throws {
        let request = ASAuthorizationAppleIDProvider().createRequest()
        request.requestedScopes = [.fullName, .email]
        let controller = ASAuthorizationController(authorizationRequests: [request])
        let delegate = SignIn()
        controller.delegate = delegate
        controller.performRequests()
        #expect(delegate.error?.code == .notHandled)
        #expect(try await ASAuthorizationAppleIDProvider().credentialState(forUserID: "me") == .notFound)
    }
}
