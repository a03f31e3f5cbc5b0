// The renderer of "Customizing and Localizing Dialogs", for the test fragments that check it.
import MediaAccess

struct FriendlyTexts: AlertTextRendering {
  var base = LocalizedAlertTextRenderer()
}
