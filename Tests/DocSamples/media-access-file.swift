// The import of a file using MediaAccess, around a fragment that omits it.
import MediaAccess

// sample
