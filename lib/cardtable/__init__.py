"""The pocket card table's front end (device and desktop simulator)."""
