# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class KafkaTransactionIndex(KaitaiStruct):
    """The aborted-transaction index beside a `.log` segment, with the same base
    name. The broker appends one 34-byte entry when it writes the ABORT marker
    of a transaction; a fetch at read_committed returns the entries that
    overlap the fetched range, and the consumer skips those producers' records.
    The file has no header and is not preallocated. Kafka 4.4 reads and
    writes an entry as the generated message AbortedTxn (AbortedTxn.json,
    version 0, not flexible) after its 16-bit version: the same 34 bytes.
    
    .. seealso::
       Source - https://github.com/apache/kafka/blob/3.9/storage/src/main/java/org/apache/kafka/storage/internals/log/AbortedTxn.java
    """
    def __init__(self, _io, _parent=None, _root=None):
        super(KafkaTransactionIndex, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.entries = []
        for i in range(self._io.size() // 34):
            self.entries.append(KafkaTransactionIndex.AbortedTxn(self._io, self, self._root))

        self.trailing = self._io.read_bytes_full()


    def _fetch_instances(self):
        pass
        for i in range(len(self.entries)):
            pass
            self.entries[i]._fetch_instances()


    class AbortedTxn(KaitaiStruct):
        """One aborted transaction (Kafka's `AbortedTxn`)."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaTransactionIndex.AbortedTxn, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.version = self._io.read_s2be()
            if not self.version == 0:
                raise kaitaistruct.ValidationNotEqualError(0, self.version, self._io, u"/types/aborted_txn/seq/0")
            self.producer_id = self._io.read_s8be()
            self.first_offset = self._io.read_s8be()
            self.last_offset = self._io.read_s8be()
            self.last_stable_offset = self._io.read_s8be()


        def _fetch_instances(self):
            pass



