// Swift Testing declares a cross-import overlay for Apple's UIKit: a file that imports both
// Testing and UIKit asks for a module named `_Testing_UIKit`. This empty module answers that
// request for Pantomime's `UIKit`, so tests may import both; it adds nothing.
