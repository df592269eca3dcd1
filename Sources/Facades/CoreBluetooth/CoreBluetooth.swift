// `import CoreBluetooth`: the central manager, peripherals and their services as app code a widget shares
// declares them (https://developer.apple.com/documentation/corebluetooth). A widget cannot use Bluetooth
// and Linux has no radio for it here: a manager's state is `.unsupported` (told to the delegate, as iOS
// does after creating one), scans find nothing and connections never complete. See docs/compatibility.md.
@_exported import Foundation
import WidgetryFoundation

/// A Bluetooth manager's state, as `CBManagerState`.
public enum CBManagerState: Int, Sendable {
    case unknown = 0, resetting, unsupported, unauthorized, poweredOff, poweredOn
}

/// The app's Bluetooth permission, as `CBManagerAuthorization`.
public enum CBManagerAuthorization: Int, Sendable {
    case notDetermined = 0, restricted, denied, allowedAlways
}

/// What central and peripheral managers share, as `CBManager`.
open class CBManager: NSObject, @unchecked Sendable {
    /// The radio's state: `.unsupported`, no Bluetooth here.
    open var state: CBManagerState { .unsupported }
    /// The app's permission: not determined (nobody can answer the prompt here).
    open class var authorization: CBManagerAuthorization { .notDetermined }
    /// The app's permission.
    open var authorization: CBManagerAuthorization { Self.authorization }
}

/// A Bluetooth UUID, as `CBUUID`.
open class CBUUID: NSObject, @unchecked Sendable {
    /// The UUID as text (16-bit UUIDs as four hex digits, as Core Bluetooth writes them).
    public let uuidString: String
    /// The UUID from `theString` ("180D" or a full UUID).
    public init(string theString: String) { uuidString = theString.uppercased() }
    /// The UUID of `nsuuid`.
    public init(nsuuid: UUID) { uuidString = nsuuid.uuidString }
    /// The UUID's bytes, as given.
    open var data: Data { Data(uuidString.utf8) }
    open override var description: String { uuidString }
    open override func isEqual(_ object: Any?) -> Bool { (object as? CBUUID)?.uuidString == uuidString }
    open override var hash: Int { uuidString.hashValue }
}

/// A peripheral's connection state, as `CBPeripheralState`.
public enum CBPeripheralState: Int, Sendable { case disconnected = 0, connecting, connected, disconnecting }

/// How a characteristic is written, as `CBCharacteristicWriteType`.
public enum CBCharacteristicWriteType: Int, Sendable { case withResponse = 0, withoutResponse }

/// What a characteristic allows, as `CBCharacteristicProperties`.
public struct CBCharacteristicProperties: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let broadcast = Self(rawValue: 0x01)
    public static let read = Self(rawValue: 0x02)
    public static let writeWithoutResponse = Self(rawValue: 0x04)
    public static let write = Self(rawValue: 0x08)
    public static let notify = Self(rawValue: 0x10)
    public static let indicate = Self(rawValue: 0x20)
}

/// What peripherals, services and characteristics share, as `CBAttribute`.
open class CBAttribute: NSObject, @unchecked Sendable {
    /// The attribute's UUID.
    open var uuid: CBUUID
    init(uuid: CBUUID) { self.uuid = uuid }
}

/// A service of a peripheral, as `CBService`.
open class CBService: CBAttribute, @unchecked Sendable {
    /// The service's characteristics, once discovered (never, here).
    open var characteristics: [CBCharacteristic]?
    /// Whether it is a primary service.
    open var isPrimary = true
    /// The peripheral it belongs to.
    open weak var peripheral: CBPeripheral?
}

/// A characteristic of a service, as `CBCharacteristic`.
open class CBCharacteristic: CBAttribute, @unchecked Sendable {
    /// Its last value read or notified (none, here).
    open var value: Data?
    /// What it allows.
    open var properties: CBCharacteristicProperties = []
    /// Whether notifications are on.
    open var isNotifying = false
    /// The service it belongs to.
    open weak var service: CBService?
}

/// A descriptor of a characteristic, as `CBDescriptor`.
open class CBDescriptor: CBAttribute, @unchecked Sendable {
    /// Its value.
    open var value: Any?
}

/// What a peripheral tells its delegate, as `CBPeripheralDelegate` (every method optional). Nothing
/// connects here, so none is called.
public protocol CBPeripheralDelegate: NSObjectProtocol {
    func peripheral(_ peripheral: CBPeripheral, didDiscoverServices error: Error?)
    func peripheral(_ peripheral: CBPeripheral, didDiscoverCharacteristicsFor service: CBService, error: Error?)
    func peripheral(_ peripheral: CBPeripheral, didUpdateValueFor characteristic: CBCharacteristic, error: Error?)
    func peripheral(_ peripheral: CBPeripheral, didWriteValueFor characteristic: CBCharacteristic, error: Error?)
    func peripheral(_ peripheral: CBPeripheral, didUpdateNotificationStateFor characteristic: CBCharacteristic, error: Error?)
    func peripheral(_ peripheral: CBPeripheral, didReadRSSI RSSI: NSNumber, error: Error?)
}

extension CBPeripheralDelegate {
    public func peripheral(_ peripheral: CBPeripheral, didDiscoverServices error: Error?) {}
    public func peripheral(_ peripheral: CBPeripheral, didDiscoverCharacteristicsFor service: CBService, error: Error?) {}
    public func peripheral(_ peripheral: CBPeripheral, didUpdateValueFor characteristic: CBCharacteristic, error: Error?) {}
    public func peripheral(_ peripheral: CBPeripheral, didWriteValueFor characteristic: CBCharacteristic, error: Error?) {}
    public func peripheral(_ peripheral: CBPeripheral, didUpdateNotificationStateFor characteristic: CBCharacteristic, error: Error?) {}
    public func peripheral(_ peripheral: CBPeripheral, didReadRSSI RSSI: NSNumber, error: Error?) {}
}

/// A remote Bluetooth device, as `CBPeripheral`. None is ever found here; the type exists for the app
/// code that declares properties and delegate methods with it.
open class CBPeripheral: NSObject, @unchecked Sendable {
    /// The device's identifier.
    public let identifier: UUID
    /// Its advertised name.
    open var name: String?
    /// Its connection state.
    open var state: CBPeripheralState = .disconnected
    /// Its discovered services.
    open var services: [CBService]?
    /// Told about discoveries and values.
    open weak var delegate: (any CBPeripheralDelegate)?
    init(identifier: UUID) { self.identifier = identifier }

    /// Discovers services: nothing is connected, so nothing is discovered.
    open func discoverServices(_ serviceUUIDs: [CBUUID]?) {}
    /// Discovers characteristics: nothing is discovered.
    open func discoverCharacteristics(_ characteristicUUIDs: [CBUUID]?, for service: CBService) {}
    /// Reads a value: nothing is read.
    open func readValue(for characteristic: CBCharacteristic) {}
    /// Writes a value: nothing is written.
    open func writeValue(_ data: Data, for characteristic: CBCharacteristic, type: CBCharacteristicWriteType) {}
    /// Turns notifications on or off: nothing is notified.
    open func setNotifyValue(_ enabled: Bool, for characteristic: CBCharacteristic) {}
    /// Reads the signal strength: nothing is read.
    open func readRSSI() {}
    /// The largest write: 20 bytes, Bluetooth LE's default ATT payload.
    open func maximumWriteValueLength(for type: CBCharacteristicWriteType) -> Int { 20 }
}

/// What a central manager tells its delegate, as `CBCentralManagerDelegate`; only the state update is
/// required, as on iOS.
public protocol CBCentralManagerDelegate: NSObjectProtocol {
    func centralManagerDidUpdateState(_ central: CBCentralManager)
    func centralManager(_ central: CBCentralManager, didDiscover peripheral: CBPeripheral, advertisementData: [String: Any], rssi RSSI: NSNumber)
    func centralManager(_ central: CBCentralManager, didConnect peripheral: CBPeripheral)
    func centralManager(_ central: CBCentralManager, didFailToConnect peripheral: CBPeripheral, error: Error?)
    func centralManager(_ central: CBCentralManager, didDisconnectPeripheral peripheral: CBPeripheral, error: Error?)
    func centralManager(_ central: CBCentralManager, willRestoreState dict: [String: Any])
}

extension CBCentralManagerDelegate {
    public func centralManager(_ central: CBCentralManager, didDiscover peripheral: CBPeripheral, advertisementData: [String: Any], rssi RSSI: NSNumber) {}
    public func centralManager(_ central: CBCentralManager, didConnect peripheral: CBPeripheral) {}
    public func centralManager(_ central: CBCentralManager, didFailToConnect peripheral: CBPeripheral, error: Error?) {}
    public func centralManager(_ central: CBCentralManager, didDisconnectPeripheral peripheral: CBPeripheral, error: Error?) {}
    public func centralManager(_ central: CBCentralManager, willRestoreState dict: [String: Any]) {}
}

/// The app's side of Bluetooth LE, as `CBCentralManager`. Its state is `.unsupported`; the delegate hears
/// so once, on `queue` (the main queue when `nil`), as iOS tells a new manager's delegate its state.
open class CBCentralManager: CBManager, @unchecked Sendable {
    /// Told about the state, discoveries and connections.
    open weak var delegate: (any CBCentralManagerDelegate)?
    /// Whether it is scanning: never.
    open private(set) var isScanning = false

    /// A manager without a delegate.
    public convenience override init() { self.init(delegate: nil, queue: nil, options: nil) }

    /// A manager telling `delegate` on `queue`.
    public init(delegate: (any CBCentralManagerDelegate)?, queue: DispatchQueue?, options: [String: Any]? = nil) {
        self.delegate = delegate
        super.init()
        SkippedEffects.note("CoreBluetooth", "CBCentralManager's state is .unsupported; no Bluetooth device is found or connected")
        (queue ?? .main).async { [weak self] in
            guard let self else { return }
            self.delegate?.centralManagerDidUpdateState(self)
        }
    }

    /// Scans for peripherals: nothing is found.
    open func scanForPeripherals(withServices serviceUUIDs: [CBUUID]?, options: [String: Any]? = nil) {}
    /// Stops scanning.
    open func stopScan() {}
    /// Connects to a peripheral: the connection never completes (as on iOS, it does not time out).
    open func connect(_ peripheral: CBPeripheral, options: [String: Any]? = nil) {}
    /// Cancels a connection.
    open func cancelPeripheralConnection(_ peripheral: CBPeripheral) {}
    /// Known peripherals with these identifiers: none.
    open func retrievePeripherals(withIdentifiers identifiers: [UUID]) -> [CBPeripheral] { [] }
    /// Connected peripherals with these services: none.
    open func retrieveConnectedPeripherals(withServices serviceUUIDs: [CBUUID]) -> [CBPeripheral] { [] }
}

/// Scan option: report every advertisement of a device.
public let CBCentralManagerScanOptionAllowDuplicatesKey = "kCBScanOptionAllowDuplicates"
/// Manager option: show the "Bluetooth is off" alert.
public let CBCentralManagerOptionShowPowerAlertKey = "kCBInitOptionShowPowerAlert"
/// Manager option: the identifier for state restoration.
public let CBCentralManagerOptionRestoreIdentifierKey = "kCBInitOptionRestoreIdentifier"
/// Connection option: notify on connection.
public let CBConnectPeripheralOptionNotifyOnConnectionKey = "kCBConnectOptionNotifyOnConnection"
/// Connection option: notify on disconnection.
public let CBConnectPeripheralOptionNotifyOnDisconnectionKey = "kCBConnectOptionNotifyOnDisconnection"
/// Advertisement key: the local name.
public let CBAdvertisementDataLocalNameKey = "kCBAdvDataLocalName"
/// Advertisement key: the manufacturer data.
public let CBAdvertisementDataManufacturerDataKey = "kCBAdvDataManufacturerData"
/// Advertisement key: the service UUIDs.
public let CBAdvertisementDataServiceUUIDsKey = "kCBAdvDataServiceUUIDs"
/// Advertisement key: whether the device accepts connections.
public let CBAdvertisementDataIsConnectable = "kCBAdvDataIsConnectable"
