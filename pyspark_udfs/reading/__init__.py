"""Reading a partition's files: segments, batches in order, indexes, scan and salvage."""
