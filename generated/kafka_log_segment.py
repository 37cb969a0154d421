# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO
from . import kafka_legacy_message
from . import kafka_record_batch


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class KafkaLogSegment(KaitaiStruct):
    """A partition's `.log` segment file, named after the offset of its first
    record (`00000000000000000000.log`): batches appended back to back, with
    no file header. Every entry, whatever its message format, starts with the
    same 12-byte log overhead (an 8-byte offset and a 4-byte length of what
    follows) and has its magic byte at position 16. One file may mix formats,
    as happens after a message-format upgrade: legacy messages (magic 0 and
    1) first, then RecordBatches (magic 2).
    
    The same type parses the inner message set of a compressed legacy
    wrapper once it is decompressed.
    
    An entry whose length or magic makes no sense does not stop the parser:
    its bytes are kept raw in `body` so the host program can report them.
    With an unknown magic but a plausible length, exactly that entry is kept
    and parsing goes on after it; with an impossible length, or a length
    running past the end of the file (a segment still being written), the
    rest of the file is kept.
    
    .. seealso::
       Source - https://github.com/apache/kafka/blob/3.9/clients/src/main/java/org/apache/kafka/common/record/FileLogInputStream.java
    """
    def __init__(self, _io, _parent=None, _root=None):
        super(KafkaLogSegment, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.entries = []
        i = 0
        while not self._io.is_eof():
            self.entries.append(KafkaLogSegment.Entry(self._io, self, self._root))
            i += 1



    def _fetch_instances(self):
        pass
        for i in range(len(self.entries)):
            pass
            self.entries[i]._fetch_instances()


    class Entry(KaitaiStruct):
        """One batch (magic 2) or message (magic 0 or 1) with its log overhead.
        Its `prefix` is read ahead, at the start of the entry, before `body`
        is parsed: its length and magic decide how many bytes `body` takes
        and which type parses them.
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaLogSegment.Entry, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            _on = (self.prefix.magic if self.is_length_sane else -1)
            if _on == 0:
                pass
                self._raw_body = self._io.read_bytes(self.len_entry)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = kafka_legacy_message.KafkaLegacyMessage(_io__raw_body)
            elif _on == 1:
                pass
                self._raw_body = self._io.read_bytes(self.len_entry)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = kafka_legacy_message.KafkaLegacyMessage(_io__raw_body)
            elif _on == 2:
                pass
                self._raw_body = self._io.read_bytes(self.len_entry)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = kafka_record_batch.KafkaRecordBatch(_io__raw_body)
            else:
                pass
                self.body = self._io.read_bytes(self.len_entry)


        def _fetch_instances(self):
            pass
            _on = (self.prefix.magic if self.is_length_sane else -1)
            if _on == 0:
                pass
                self.body._fetch_instances()
            elif _on == 1:
                pass
                self.body._fetch_instances()
            elif _on == 2:
                pass
                self.body._fetch_instances()
            else:
                pass
            _ = self.prefix
            if hasattr(self, '_m_prefix'):
                pass
                self._m_prefix._fetch_instances()


        @property
        def has_header(self):
            """Whether the 17 bytes up to and including the magic are present."""
            if hasattr(self, '_m_has_header'):
                return self._m_has_header

            self._m_has_header = self.len_available >= 17
            return getattr(self, '_m_has_header', None)

        @property
        def is_length_sane(self):
            """The length fits the magic and the file."""
            if hasattr(self, '_m_is_length_sane'):
                return self._m_is_length_sane

            self._m_is_length_sane =  ((self.has_header) and (self.prefix.len_declared >= self.prefix.len_min) and (self.prefix.len_declared <= self.len_available - 12)) 
            return getattr(self, '_m_is_length_sane', None)

        @property
        def is_truncated(self):
            """The length runs past the end of the file."""
            if hasattr(self, '_m_is_truncated'):
                return self._m_is_truncated

            self._m_is_truncated =  ((self.has_header) and (self.prefix.len_declared > self.len_available - 12)) 
            return getattr(self, '_m_is_truncated', None)

        @property
        def len_available(self):
            """Bytes from the start of this entry to the end of the file."""
            if hasattr(self, '_m_len_available'):
                return self._m_len_available

            self._m_len_available = self._io.size() - self._io.pos()
            return getattr(self, '_m_len_available', None)

        @property
        def len_entry(self):
            """Bytes taken by this entry: log overhead plus declared length when
            that is plausible, else everything to the end of the file.
            """
            if hasattr(self, '_m_len_entry'):
                return self._m_len_entry

            self._m_len_entry = (self.prefix.len_declared + 12 if  ((self.has_header) and (self.prefix.len_declared >= 14) and (self.prefix.len_declared <= self.len_available - 12))  else self.len_available)
            return getattr(self, '_m_len_entry', None)

        @property
        def prefix(self):
            """The entry's offset, length and magic, read ahead."""
            if hasattr(self, '_m_prefix'):
                return self._m_prefix

            if self.has_header:
                pass
                _pos = self._io.pos()
                self._io.seek(self._io.pos())
                self._m_prefix = KafkaLogSegment.EntryPrefix(self._io, self, self._root)
                self._io.seek(_pos)

            return getattr(self, '_m_prefix', None)


    class EntryPrefix(KaitaiStruct):
        """The first 17 bytes of an entry, laid out alike in every format: the
        offset, the length and, at byte 16, the magic that picks the format.
        They tell how many bytes the entry takes and which type parses them.
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaLogSegment.EntryPrefix, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.offset = self._io.read_s8be()
            self.len_declared = self._io.read_s4be()
            self.epoch_or_crc = self._io.read_u4be()
            self.magic = self._io.read_s1()


        def _fetch_instances(self):
            pass

        @property
        def len_min(self):
            """Smallest length that magic allows: the 61-byte batch header minus
            the log overhead for v2, 22 and 14 bytes (RECORD_OVERHEAD_V1 and
            V0) for v1 and v0.
            """
            if hasattr(self, '_m_len_min'):
                return self._m_len_min

            self._m_len_min = (49 if self.magic == 2 else (22 if self.magic == 1 else 14))
            return getattr(self, '_m_len_min', None)



