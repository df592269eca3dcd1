import Foundation
import WidgetryFoundation

/// A computed column of a dictionary fetch, as Core Data's `NSExpressionDescription`: the fetch evaluates
/// ``expression`` and returns the value under ``NSPropertyDescription/name`` (`"maxOrder"` for the largest `order`).
open class NSExpressionDescription: NSPropertyDescription, @unchecked Sendable {
    /// What is computed.
    open var expression: WidgetryFoundation.NSExpression?
    /// The type of the value, as the model would store it; values here keep the type the expression gives.
    open var expressionResultType: NSAttributeType = .undefinedAttributeType
}
