import Foundation

/// How ``UIViewController/present(_:animated:completion:)`` shows a controller, with UIKit's
/// cases and raw values.
///
/// What the simulation does with each (it draws nothing, so only what changes the view tree
/// and the appearance callbacks matters):
///
/// - ``fullScreen`` and ``currentContext``: the presented view fills the window, and the
///   views of the presenting side leave the window once the presentation finishes, with their
///   `viewWillDisappear`/`viewDidDisappear`; dismissal puts them back, with
///   `viewWillAppear`/`viewDidAppear` (Apple's documentation of `fullScreen`: "The views
///   belonging to the presenting view controller are removed after the presentation
///   completes").
/// - ``overFullScreen`` and ``overCurrentContext``: the presented view fills the window and the
///   views beneath stay in it ("The views beneath the presented content are not removed from
///   the view hierarchy").
/// - ``automatic``, ``pageSheet``, ``formSheet``, ``popover``, ``custom`` and ``none``: the
///   views beneath stay, as with a sheet on iOS 13 and later. OUR CHOICE: the presented view
///   fills the window too, since the simulation has no sheet geometry (a page sheet on an
///   iPhone sits a little below the top of the screen).
public enum UIModalPresentationStyle: Int, Sendable, Hashable {
  /// The style the system picks: a page sheet on iOS 13 and later.
  case automatic = -2
  /// No adaptation.
  case none = -1
  /// Covers the screen; the presenting side's views leave the window afterwards.
  case fullScreen = 0
  /// Partly covers the content beneath.
  case pageSheet = 1
  /// Centred on the screen.
  case formSheet = 2
  /// Over the presentation context's content, which leaves the window afterwards.
  case currentContext = 3
  /// Laid out by a presentation controller from the transitioning delegate.
  case custom = 4
  /// Covers the screen; the views beneath stay.
  case overFullScreen = 5
  /// Over the presentation context's content, which stays.
  case overCurrentContext = 6
  /// In a popover.
  case popover = 7

  /// Whether the presenting side's views leave the window once the presentation is over.
  var removesPresentersView: Bool {
    switch self {
    case .fullScreen, .currentContext: true
    case .automatic, .none, .pageSheet, .formSheet, .custom, .overFullScreen, .overCurrentContext,
      .popover:
      false
    }
  }
}
