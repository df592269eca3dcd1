import Foundation
import OpenCombine
import WidgetryFoundation

// Combine's key-value observing publisher (`scrollView.publisher(for: \.contentOffset)`), which OpenCombine leaves out:
// Linux has no key-value observing runtime, so the publisher sends the property's value when subscribed (with `.initial`,
// Combine's default) and no later change, and never finishes, as an observation of an object that does not change.
// (https://developer.apple.com/documentation/objectivec/nsobject/keyvalueobservingpublisher)

extension NSObject {
    /// The values of `Subject`'s property at a key path, as Combine's `NSObject.KeyValueObservingPublisher`.
    public struct KeyValueObservingPublisher<Subject: NSObject, Value>: Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        /// The observed object.
        public let object: Subject
        /// The observed property.
        public let keyPath: KeyPath<Subject, Value>
        /// What is sent: the current value with `.initial`.
        public let options: NSKeyValueObservingOptions

        /// A publisher of `object`'s `keyPath`.
        public init(object: Subject, keyPath: KeyPath<Subject, Value>, options: NSKeyValueObservingOptions) {
            self.object = object
            self.keyPath = keyPath
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            let values = options.contains(.initial) ? [object[keyPath: keyPath]] : []
            // Never finishes: an observation lasts as long as its subscription.
            values.publisher.append(Empty(completeImmediately: false)).receive(subscriber: subscriber)
        }
    }
}

extension NSObjectProtocol where Self: NSObject {
    /// The values of the property at `keyPath`, as Combine's `publisher(for:options:)`: the current value (with `.initial`,
    /// the default) and no later change (Linux has no key-value observing).
    public func publisher<Value>(for keyPath: KeyPath<Self, Value>,
                                 options: NSKeyValueObservingOptions = [.initial, .new]) -> NSObject.KeyValueObservingPublisher<Self, Value> {
        NSObject.KeyValueObservingPublisher(object: self, keyPath: keyPath, options: options)
    }
}
