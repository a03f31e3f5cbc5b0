print("media-access: coming soon")
