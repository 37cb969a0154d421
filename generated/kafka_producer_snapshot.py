# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class KafkaProducerSnapshot(KaitaiStruct):
    """The state of the idempotent and transactional producers of a partition,
    as of an offset: `<20-digit offset>.snapshot` beside the segments. The
    broker writes one when a segment is rolled (named by the new segment's
    base offset) and on clean shutdown, and starts from the latest one when
    it loads the log, replaying only the batches after it. Each entry is what
    the broker needs to reject duplicates and fence zombies: the producer's
    epoch, its last sequence and offset, and the first offset of its open
    transaction.
    
    The CRC-32C covers every byte after the CRC field (from offset 6 to the
    end of the file); Kafka refuses a snapshot whose version is not 1 or
    whose CRC does not hold.
    
    .. seealso::
       Source - https://github.com/apache/kafka/blob/3.9/storage/src/main/java/org/apache/kafka/storage/internals/log/ProducerStateManager.java
    """
    def __init__(self, _io, _parent=None, _root=None):
        super(KafkaProducerSnapshot, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.header = KafkaProducerSnapshot.Header(self._io, self, self._root)
        self.entries = []
        for i in range(self.header.num_entries):
            self.entries.append(KafkaProducerSnapshot.ProducerEntry(self._io, self, self._root))



    def _fetch_instances(self):
        pass
        self.header._fetch_instances()
        for i in range(len(self.entries)):
            pass
            self.entries[i]._fetch_instances()


    class Header(KaitaiStruct):
        """The fields before the entries."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaProducerSnapshot.Header, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.version = self._io.read_s2be()
            if not self.version == 1:
                raise kaitaistruct.ValidationNotEqualError(1, self.version, self._io, u"/types/header/seq/0")
            self.crc = self._io.read_u4be()
            self.num_entries = self._io.read_s4be()
            if not self.num_entries >= 0:
                raise kaitaistruct.ValidationLessThanError(0, self.num_entries, self._io, u"/types/header/seq/2")


        def _fetch_instances(self):
            pass

        @property
        def len_crc_input(self):
            """Length of the CRC's input, the rest of the file."""
            if hasattr(self, '_m_len_crc_input'):
                return self._m_len_crc_input

            self._m_len_crc_input = self._io.size() - self.ofs_crc_input
            return getattr(self, '_m_len_crc_input', None)

        @property
        def ofs_crc_input(self):
            """Where the CRC's input starts in the file (right after `crc`)."""
            if hasattr(self, '_m_ofs_crc_input'):
                return self._m_ofs_crc_input

            self._m_ofs_crc_input = 6
            return getattr(self, '_m_ofs_crc_input', None)


    class ProducerEntry(KaitaiStruct):
        """The state of one producer."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaProducerSnapshot.ProducerEntry, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.producer_id = self._io.read_s8be()
            self.epoch = self._io.read_s2be()
            self.last_sequence = self._io.read_s4be()
            self.last_offset = self._io.read_s8be()
            self.offset_delta = self._io.read_s4be()
            self.timestamp = self._io.read_s8be()
            self.coordinator_epoch = self._io.read_s4be()
            self.current_txn_first_offset = self._io.read_s8be()


        def _fetch_instances(self):
            pass



