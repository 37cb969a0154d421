# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO
from . import kafka_uvarint


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class KafkaCompactBytes(KaitaiStruct):
    """A byte string in a flexible version of a Kafka message (`COMPACT_BYTES`,
    `COMPACT_NULLABLE_BYTES`): an unsigned varint holding the length plus
    one, then that many bytes. A length field of 0 is null, which only
    nullable fields may hold.
    
    .. seealso::
       Source - https://github.com/apache/kafka/blob/3.9/clients/src/main/java/org/apache/kafka/common/protocol/types/Type.java
    """
    def __init__(self, _io, _parent=None, _root=None):
        super(KafkaCompactBytes, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.len_plus_one = kafka_uvarint.KafkaUvarint(self._io)
        if self.len_plus_one.value > 0:
            pass
            self.value = self._io.read_bytes(self.len_plus_one.value - 1)



    def _fetch_instances(self):
        pass
        self.len_plus_one._fetch_instances()
        if self.len_plus_one.value > 0:
            pass


    @property
    def is_null(self):
        """Whether the bytes are null."""
        if hasattr(self, '_m_is_null'):
            return self._m_is_null

        self._m_is_null = self.len_plus_one.value == 0
        return getattr(self, '_m_is_null', None)


