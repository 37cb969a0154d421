# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class KafkaString(KaitaiStruct):
    """A string in a non-flexible version of a Kafka message (`STRING`,
    `NULLABLE_STRING`): a signed 16-bit big-endian length, then that many
    bytes of UTF-8. A length of -1 is a null string, which only nullable
    fields may hold; Kafka rejects any other negative length.
    
    .. seealso::
       Source - https://github.com/apache/kafka/blob/3.9/clients/src/main/java/org/apache/kafka/common/protocol/types/Type.java
    """
    def __init__(self, _io, _parent=None, _root=None):
        super(KafkaString, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.len_value = self._io.read_s2be()
        if not self.len_value >= -1:
            raise kaitaistruct.ValidationLessThanError(-1, self.len_value, self._io, u"/seq/0")
        if self.len_value >= 0:
            pass
            self.value = (self._io.read_bytes(self.len_value)).decode(u"UTF-8")



    def _fetch_instances(self):
        pass
        if self.len_value >= 0:
            pass


    @property
    def is_null(self):
        """Whether the string is null."""
        if hasattr(self, '_m_is_null'):
            return self._m_is_null

        self._m_is_null = self.len_value == -1
        return getattr(self, '_m_is_null', None)


