"""Coverage-guided fuzzing of the segment and index readers with atheris (local, long runs).

    .venv/bin/pip install atheris
    .venv/bin/python -m tests.fuzz.fuzz_segment -max_total_time=3600 -rss_limit_mb=1024 corpus/

Seeds come from the Kafka-written fixtures. Any exception other than the
project's KafkaLogError is a crash: add its input to tests/reader/test_fuzz.py as a
regression test. When the native extension is built, every input is also read
with both builds of the specs (Python and C++), and any difference in what they
report is a crash too (tests/reader/test_backends.py's comparison), as is any
difference between the Arrow path's record walk and the generated C++ parser
(tests/native/test_walk.py's comparison).
"""
from __future__ import annotations

import sys

import atheris

with atheris.instrument_imports():
    from pyspark_udfs.builds import backend
    from pyspark_udfs.errors import KafkaLogError
    from tests.native.test_walk import assert_walks_equal_in
    from tests.reader.test_backends import assert_same
    from tests.support.fuzzing import SEED_CORPUS, read_everything, read_index

NATIVE = backend.native_backend() is not None


def one_input(data: bytes) -> None:
    try:
        read_everything(data)
        read_index(data[:4096], [0, 1000, 10**12])
    except KafkaLogError:
        pass
    if NATIVE:
        assert_same(data)
        assert_walks_equal_in(data)


def main() -> None:
    argv = list(sys.argv)
    if not any(not a.startswith("-") for a in argv[1:]):
        import tempfile
        from pathlib import Path
        corpus = Path(tempfile.mkdtemp(prefix="kafka-ksy-fuzz-"))
        for i, seed in enumerate(SEED_CORPUS):
            (corpus / f"seed-{i}").write_bytes(seed)
        argv.append(str(corpus))
    atheris.Setup(argv, one_input)
    atheris.Fuzz()


if __name__ == "__main__":
    main()
