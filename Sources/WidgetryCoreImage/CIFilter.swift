import Foundation

/// An image filter, as Core Image's `CIFilter`. Filters are recipes run on Apple's GPU pipeline, which
/// Linux lacks, so ``outputImage`` is `nil` for every filter: code takes the path it takes when a filter
/// fails (a QR code helper returns its fallback image). Parameters are kept, so code that sets them runs.
open class CIFilter: @unchecked Sendable {
    // `@unchecked`: configured and read on one thread, as in Core Image.
    /// The filter's name (`CIQRCodeGenerator`).
    public let name: String
    private var values: [String: Any] = [:]

    /// The filter named `name`; never `nil` here (every name is accepted, none produces output).
    public init?(name: String) { self.name = name }
    /// The filter named `name` with `parameters`.
    public convenience init?(name: String, parameters params: [String: Any]?) {
        self.init(name: name)
        for (key, value) in params ?? [:] { values[key] = value }
    }
    init(builtin name: String) { self.name = name }

    /// Sets parameter `key`.
    open func setValue(_ value: Any?, forKey key: String) { values[key] = value }
    /// Parameter `key`.
    open func value(forKey key: String) -> Any? { values[key] }
    /// Every parameter back at its default.
    open func setDefaults() { values = [:] }
    /// The filtered image: `nil` here (see the type's documentation).
    open var outputImage: CIImage? { nil }
    /// The input image, as `kCIInputImageKey` holds it.
    open var inputImage: CIImage? {
        get { values[kCIInputImageKey] as? CIImage }
        set { values[kCIInputImageKey] = newValue }
    }
}

public let kCIInputImageKey = "inputImage"
// Core Image's other parameter keys (CIFilter.h), as filter code sets them with `setValue(_:forKey:)`; their values are
// the parameter names.
/// The background image of a compositing filter.
public let kCIInputBackgroundImageKey = "inputBackgroundImage"
/// A colour-controls filter's brightness.
public let kCIInputBrightnessKey = "inputBrightness"
/// A colour-controls filter's contrast.
public let kCIInputContrastKey = "inputContrast"
/// A colour-controls filter's saturation.
public let kCIInputSaturationKey = "inputSaturation"
/// An exposure filter's exposure value.
public let kCIInputEVKey = "inputEV"
/// A filter's centre.
public let kCIInputCenterKey = "inputCenter"
/// A filter's scale.
public let kCIInputScaleKey = "inputScale"
public let kCIOutputImageKey = "outputImage"
public let kCIInputRadiusKey = "inputRadius"
public let kCIInputIntensityKey = "inputIntensity"
public let kCIInputColorKey = "inputColor"
/// The rectangle a reduction filter (`CIAreaAverage`) reads, a `CIVector` of x, y, width, height.
public let kCIInputExtentKey = "inputExtent"

/// The QR code generator's parameters, as Core Image's `CIQRCodeGenerator` protocol.
public protocol CIQRCodeGenerator: AnyObject {
    /// The text encoded.
    var message: Data { get set }
    /// The error correction level: "L", "M", "Q" or "H".
    var correctionLevel: String { get set }
    /// The filter's output: `nil` here.
    var outputImage: CIImage? { get }
}
/// The Gaussian blur's parameters, as `CIGaussianBlur`.
public protocol CIGaussianBlur: AnyObject {
    var inputImage: CIImage? { get set }
    var radius: Float { get set }
    var outputImage: CIImage? { get }
}
/// The monochrome filter's parameters, as `CIColorMonochrome`.
public protocol CIColorMonochrome: AnyObject {
    var inputImage: CIImage? { get set }
    var color: CIColor { get set }
    var intensity: Float { get set }
    var outputImage: CIImage? { get }
}
/// The area average's parameters, as `CIAreaAverage` (a widget's dominant-colour helper).
public protocol CIAreaAverage: AnyObject {
    var inputImage: CIImage? { get set }
    var extent: CGRect { get set }
    var outputImage: CIImage? { get }
}

/// The random noise generator's parameters, as `CIRandomGenerator` (none but its output).
public protocol CIRandomGenerator: AnyObject {
    var outputImage: CIImage? { get }
}
/// The colour matrix's parameters, as `CIColorMatrix`: each output channel is its vector dotted with the input's RGBA, plus the bias.
public protocol CIColorMatrix: AnyObject {
    var inputImage: CIImage? { get set }
    var rVector: CIVector { get set }
    var gVector: CIVector { get set }
    var bVector: CIVector { get set }
    var aVector: CIVector { get set }
    var biasVector: CIVector { get set }
    var outputImage: CIImage? { get }
}

/// A built-in filter with typed parameters (`CIFilter.qrCodeGenerator()`), kept as named values.
final class BuiltinFilter: CIFilter, CIQRCodeGenerator, CIGaussianBlur, CIColorMonochrome, CIAreaAverage, CIRandomGenerator, CIColorMatrix,
                           @unchecked Sendable {
    // The colour matrix's defaults are the identity (Core Image Filter Reference, CIColorMatrix).
    var rVector: CIVector { get { value(forKey: "inputRVector") as? CIVector ?? CIVector(x: 1, y: 0, z: 0, w: 0) } set { setValue(newValue, forKey: "inputRVector") } }
    var gVector: CIVector { get { value(forKey: "inputGVector") as? CIVector ?? CIVector(x: 0, y: 1, z: 0, w: 0) } set { setValue(newValue, forKey: "inputGVector") } }
    var bVector: CIVector { get { value(forKey: "inputBVector") as? CIVector ?? CIVector(x: 0, y: 0, z: 1, w: 0) } set { setValue(newValue, forKey: "inputBVector") } }
    var aVector: CIVector { get { value(forKey: "inputAVector") as? CIVector ?? CIVector(x: 0, y: 0, z: 0, w: 1) } set { setValue(newValue, forKey: "inputAVector") } }
    var biasVector: CIVector { get { value(forKey: "inputBiasVector") as? CIVector ?? CIVector(x: 0, y: 0, z: 0, w: 0) } set { setValue(newValue, forKey: "inputBiasVector") } }
    var message: Data { get { value(forKey: "inputMessage") as? Data ?? Data() } set { setValue(newValue, forKey: "inputMessage") } }
    var correctionLevel: String { get { value(forKey: "inputCorrectionLevel") as? String ?? "M" } set { setValue(newValue, forKey: "inputCorrectionLevel") } }
    var radius: Float { get { value(forKey: kCIInputRadiusKey) as? Float ?? 10 } set { setValue(newValue, forKey: kCIInputRadiusKey) } }
    var color: CIColor { get { value(forKey: kCIInputColorKey) as? CIColor ?? .white } set { setValue(newValue, forKey: kCIInputColorKey) } }
    var intensity: Float { get { value(forKey: kCIInputIntensityKey) as? Float ?? 1 } set { setValue(newValue, forKey: kCIInputIntensityKey) } }
    var extent: CGRect { get { value(forKey: "inputExtent") as? CGRect ?? .zero } set { setValue(newValue, forKey: "inputExtent") } }
}

// What `import CoreImage.CIFilterBuiltins` adds (the front door writes that import as `import CoreImage`).
extension CIFilter {
    /// The QR code generator.
    public class func qrCodeGenerator() -> any CIFilter & CIQRCodeGenerator { BuiltinFilter(builtin: "CIQRCodeGenerator") }
    /// The Gaussian blur.
    public class func gaussianBlur() -> any CIFilter & CIGaussianBlur { BuiltinFilter(builtin: "CIGaussianBlur") }
    /// The monochrome filter.
    public class func colorMonochrome() -> any CIFilter & CIColorMonochrome { BuiltinFilter(builtin: "CIColorMonochrome") }
    /// The area average.
    public class func areaAverage() -> any CIFilter & CIAreaAverage { BuiltinFilter(builtin: "CIAreaAverage") }
    /// Random noise.
    public class func randomGenerator() -> any CIFilter & CIRandomGenerator { BuiltinFilter(builtin: "CIRandomGenerator") }
    /// The colour matrix.
    public class func colorMatrix() -> any CIFilter & CIColorMatrix { BuiltinFilter(builtin: "CIColorMatrix") }
}
