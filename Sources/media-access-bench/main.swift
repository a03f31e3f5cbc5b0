print("benchmark: coming soon")
