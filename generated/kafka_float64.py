# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class KafkaFloat64(KaitaiStruct):
    """A `FLOAT64` field of a Kafka message: an IEEE 754 binary64 number, 8
    bytes, big-endian (`ByteBuffer.putDouble`). Kafka's metadata records use
    it for client quota values.
    
    .. seealso::
       Source - https://github.com/apache/kafka/blob/3.9/clients/src/main/java/org/apache/kafka/common/protocol/types/Type.java
    """
    def __init__(self, _io, _parent=None, _root=None):
        super(KafkaFloat64, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.raw = self._io.read_bytes(8)


    def _fetch_instances(self):
        pass


