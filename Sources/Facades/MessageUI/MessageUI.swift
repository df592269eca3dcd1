// `import MessageUI`: the mail and message composers app code offers "contact us" with
// (https://developer.apple.com/documentation/messageui). A check has no mail account: `canSendMail()` and
// `canSendText()` are `false`, so the code takes its fallback (usually a `mailto:` link), and composers
// keep what they are given. See docs/compatibility.md.
@_exported import UIKit

/// How mail composing ended, as `MFMailComposeResult`.
public enum MFMailComposeResult: Int, Sendable { case cancelled = 0, saved, sent, failed }
/// How message composing ended, as `MessageComposeResult`.
public enum MessageComposeResult: Int, Sendable { case cancelled = 0, sent, failed }

/// What the mail composer tells its delegate, as `MFMailComposeViewControllerDelegate` (never called).
public protocol MFMailComposeViewControllerDelegate: AnyObject {
    func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?)
}
extension MFMailComposeViewControllerDelegate {
    public func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?) {}
}

/// What the message composer tells its delegate, as `MFMessageComposeViewControllerDelegate` (never called).
public protocol MFMessageComposeViewControllerDelegate: AnyObject {
    func messageComposeViewController(_ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult)
}

/// A mail composer, as `MFMailComposeViewController`.
open class MFMailComposeViewController: UIViewController, @unchecked Sendable {
    /// Whether mail can be sent: `false`, no mail account here.
    open class func canSendMail() -> Bool { false }
    /// Told when composing ends.
    open weak var mailComposeDelegate: (any MFMailComposeViewControllerDelegate)?
    /// The recipients.
    public private(set) var toRecipients: [String] = []
    /// The subject.
    public private(set) var subject = ""
    /// The body.
    public private(set) var messageBody = ""
    /// Attachments' file names.
    public private(set) var attachmentNames: [String] = []
    public init() { super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { return nil }
    open func setToRecipients(_ toRecipients: [String]?) { self.toRecipients = toRecipients ?? [] }
    open func setCcRecipients(_ ccRecipients: [String]?) {}
    open func setBccRecipients(_ bccRecipients: [String]?) {}
    open func setSubject(_ subject: String) { self.subject = subject }
    open func setMessageBody(_ body: String, isHTML: Bool) { messageBody = body }
    open func addAttachmentData(_ attachment: Data, mimeType: String, fileName filename: String) { attachmentNames.append(filename) }
    open func setPreferredSendingEmailAddress(_ emailAddress: String) {}
}

/// A text message composer, as `MFMessageComposeViewController`.
open class MFMessageComposeViewController: UIViewController, @unchecked Sendable {
    /// Whether texts can be sent: `false`.
    open class func canSendText() -> Bool { false }
    /// Whether attachments can be sent: `false`.
    open class func canSendAttachments() -> Bool { false }
    /// Told when composing ends.
    open weak var messageComposeDelegate: (any MFMessageComposeViewControllerDelegate)?
    /// The recipients.
    open var recipients: [String]?
    /// The body.
    open var body: String?
    public init() { super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { return nil }
}
