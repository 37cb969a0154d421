# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class KafkaBool(KaitaiStruct):
    """A boolean field of a Kafka message (`BOOLEAN`): one byte, written as 0
    for false and 1 for true. Kafka reads any byte other than 0 as true.
    
    .. seealso::
       Source - https://github.com/apache/kafka/blob/3.9/clients/src/main/java/org/apache/kafka/common/protocol/types/Type.java
    """
    def __init__(self, _io, _parent=None, _root=None):
        super(KafkaBool, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.raw = self._io.read_u1()


    def _fetch_instances(self):
        pass

    @property
    def value(self):
        """The boolean, as Kafka reads it."""
        if hasattr(self, '_m_value'):
            return self._m_value

        self._m_value = self.raw != 0
        return getattr(self, '_m_value', None)


