"""``python -m pyspark_udfs`` runs the ``kafka-ksy`` command line."""
import sys

from .cli import main

sys.exit(main())
