"""kafka-ksy."""
from .spark import register  # noqa: F401  (Spark: the "kafka-log" data source)
