// expect: cannot assign to property: 'reason' is a 'let' constant
// A "denied" dialog relabelled as a soft ask would keep its way out and its Settings button.
import MediaAccess

func relabel(_ alert: AccessAlert) -> AccessAlert {
  var relabelled = alert
  relabelled.reason = .softAsk
  return relabelled
}
