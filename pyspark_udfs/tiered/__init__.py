"""Tiered segments (KIP-405) read from the objects a RemoteStorageManager wrote, without a broker.

:mod:`.manifest` parses the ``.rsm-manifest`` of Aiven's RemoteStorageManager
(Aiven-Open/tiered-storage-for-apache-kafka), :mod:`.keys` unwraps its data
key, and :mod:`.reader` presents the segment it describes as a seekable file
that :class:`~pyspark_udfs.reading.segment.LogSegment` reads as it reads a local
``.log``. docs/tiered.md states the layout, each fact with its source.
"""
