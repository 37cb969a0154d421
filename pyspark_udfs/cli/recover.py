"""``kafka-ksy recover``: a segment salvaged, a tiered one restored, into ``--output``."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .. import storage
from .reporting import Reporter, reported

if TYPE_CHECKING:
    from ..tiered.restore import Restorer


def recover_segment(path: str, args, report: Reporter, restorer: Restorer) -> None:
    """A segment salvaged into ``--output``; a tiered one restored into its ``<topic>-<partition>/`` there."""
    from ..reading.salvage import recover
    from ..tiered.restore import is_tiered

    storage.require_file(path)
    with reported(report):
        written: list[str] = []
        if is_tiered(path):
            result, written = restorer.restore(path)
        else:
            result = recover(path, args.output, max_batch_bytes=args.max_batch_bytes,
                             decompression_limit=args.decompression_limit)
        for line in result.lines() + written:
            report.line(line)
        report.problems += len(result.lost)
        if result.read_error is not None:
            raise result.read_error
