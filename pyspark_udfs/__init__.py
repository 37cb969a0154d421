"""kafka-ksy."""
