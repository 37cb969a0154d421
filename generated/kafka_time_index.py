# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class KafkaTimeIndex(KaitaiStruct):
    """The sparse time index beside each `.log` segment (KIP-33), with the same
    base name. Each 12-byte entry says that records with timestamps up to
    `timestamp` are at or before `relative_offset`: it holds the largest
    timestamp seen so far in the segment and the offset of the record that
    carries it. Entries are added together with the offset index entries,
    and only when the timestamp grows, so timestamps increase strictly. The
    active segment's file is preallocated and its unused tail is zeros.
    
    .. seealso::
       Source - https://github.com/apache/kafka/blob/3.9/storage/src/main/java/org/apache/kafka/storage/internals/log/TimeIndex.java
    """
    def __init__(self, _io, _parent=None, _root=None):
        super(KafkaTimeIndex, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.entries = []
        for i in range(self._io.size() // 12):
            self.entries.append(KafkaTimeIndex.Entry(self._io, self, self._root))

        self.trailing = self._io.read_bytes_full()


    def _fetch_instances(self):
        pass
        for i in range(len(self.entries)):
            pass
            self.entries[i]._fetch_instances()


    class Entry(KaitaiStruct):
        """One time index entry."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaTimeIndex.Entry, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.timestamp = self._io.read_s8be()
            self.relative_offset = self._io.read_s4be()


        def _fetch_instances(self):
            pass



