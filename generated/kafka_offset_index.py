# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class KafkaOffsetIndex(KaitaiStruct):
    """The sparse offset index beside each `.log` segment, with the same base
    name (the segment's base offset). Each 8-byte entry maps an offset,
    relative to the segment's base offset, to the byte position of a batch in
    the `.log` file. Kafka adds an entry after more than
    `log.index.interval.bytes` (4096 by default) were appended since the last
    one, so entries increase in both offset and position. The index of the
    active segment is preallocated (10 MiB by default) and its unused tail is
    zeros; Kafka trims the file when the segment is rolled or closed.
    
    .. seealso::
       Source - https://github.com/apache/kafka/blob/3.9/storage/src/main/java/org/apache/kafka/storage/internals/log/OffsetIndex.java
    """
    def __init__(self, _io, _parent=None, _root=None):
        super(KafkaOffsetIndex, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.entries = []
        for i in range(self._io.size() // 8):
            self.entries.append(KafkaOffsetIndex.Entry(self._io, self, self._root))

        self.trailing = self._io.read_bytes_full()


    def _fetch_instances(self):
        pass
        for i in range(len(self.entries)):
            pass
            self.entries[i]._fetch_instances()


    class Entry(KaitaiStruct):
        """One offset index entry."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaOffsetIndex.Entry, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.relative_offset = self._io.read_s4be()
            self.position = self._io.read_s4be()


        def _fetch_instances(self):
            pass



