# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO
from . import kafka_uuid
from . import kafka_tagged_fields
from . import kafka_string
from . import kafka_uvarint
from enum import IntEnum


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class KafkaShareGroupState(KaitaiStruct):
    """One record of the `__share_group_state` topic (KIP-932), where the share
    coordinator keeps, for each share group and topic partition it reads,
    which offsets are available, acknowledged or archived and how often each
    was delivered: the record's key bytes followed by its value bytes (a host
    passes both lengths). `CoordinatorRecordSerde` frames a key as a 16-bit
    record type followed by the key message (written at version 0), and a
    value as a 16-bit version followed by the value message at that version.
    
    Record types: 0 ShareSnapshot, the whole state of a share-partition
    (written on initialization and every few updates), and 1 ShareUpdate, the
    state batches changed since the last snapshot. Both keys name the group,
    the topic id and the partition; both values are flexible (version 0). A
    null value (a tombstone) deletes the state of a share-partition. Kafka
    reads a message from the start of its bytes and ignores any bytes after
    it, as the `size` of `key` and `value` does here.
    
    This is the layout of Kafka 4.1 to 4.4; 4.2 added the tagged field
    `DeliveryCompleteCount` (tag 0), which 4.1 skips as an unknown tag. Kafka
    4.0's early-access share groups wrote records of another layout (a type
    "data" message: SnapshotEpoch as uint16, no timestamps), which 4.1 does
    not read either.
    
    Field names are those of Kafka's message definitions
    (share-coordinator/src/main/resources/common/message), in snake case.
    
    .. seealso::
       Source - https://github.com/apache/kafka/blob/4.4/coordinator-common/src/main/java/org/apache/kafka/coordinator/common/runtime/CoordinatorRecordSerde.java
    
    
    .. seealso::
       Source - https://github.com/apache/kafka/tree/4.4/share-coordinator/src/main/resources/common/message
    """

    class DeliveryState(IntEnum):
        available = 0
        acquired = 1
        acknowledged = 2
        archiving = 3
        archived = 4

    class ShareRecordType(IntEnum):
        share_snapshot = 0
        share_update = 1
    def __init__(self, len_key, len_value, _io, _parent=None, _root=None):
        super(KafkaShareGroupState, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self.len_key = len_key
        self.len_value = len_value
        self._read()

    def _read(self):
        self._raw_key = self._io.read_bytes(self.len_key)
        _io__raw_key = KaitaiStream(BytesIO(self._raw_key))
        self.key = KafkaShareGroupState.Key(_io__raw_key, self, self._root)
        if  ((self.len_value >= 0) and (self.key.is_known)) :
            pass
            self._raw_value = self._io.read_bytes(self.len_value)
            _io__raw_value = KaitaiStream(BytesIO(self._raw_value))
            self.value = KafkaShareGroupState.Value(self.key.record_type, _io__raw_value, self, self._root)



    def _fetch_instances(self):
        pass
        self.key._fetch_instances()
        if  ((self.len_value >= 0) and (self.key.is_known)) :
            pass
            self.value._fetch_instances()


    class DeliveryCompleteCount(KaitaiStruct):
        """Tagged field 0 of ShareSnapshotValue and ShareUpdateValue,
        `DeliveryCompleteCount` (Kafka 4.2, KIP-1226): written only when it is
        not its default (-1).
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaShareGroupState.DeliveryCompleteCount, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.delivery_complete_count = self._io.read_s4be()


        def _fetch_instances(self):
            pass


    class Key(KaitaiStruct):
        """A record key; its type selects both the key and the value message."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaShareGroupState.Key, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.record_type = _resolve_enum(KafkaShareGroupState.ShareRecordType, self._io.read_s2be())
            _on = self.record_type
            if _on == KafkaShareGroupState.ShareRecordType.share_snapshot:
                pass
                self._raw_body = self._io.read_bytes_full()
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = KafkaShareGroupState.SharePartitionKey(_io__raw_body, self, self._root)
            elif _on == KafkaShareGroupState.ShareRecordType.share_update:
                pass
                self._raw_body = self._io.read_bytes_full()
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = KafkaShareGroupState.SharePartitionKey(_io__raw_body, self, self._root)
            else:
                pass
                self.body = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            _on = self.record_type
            if _on == KafkaShareGroupState.ShareRecordType.share_snapshot:
                pass
                self.body._fetch_instances()
            elif _on == KafkaShareGroupState.ShareRecordType.share_update:
                pass
                self.body._fetch_instances()
            else:
                pass

        @property
        def is_known(self):
            """Whether Kafka knows the record type (0 or 1)."""
            if hasattr(self, '_m_is_known'):
                return self._m_is_known

            self._m_is_known =  ((self.record_type == KafkaShareGroupState.ShareRecordType.share_snapshot) or (self.record_type == KafkaShareGroupState.ShareRecordType.share_update)) 
            return getattr(self, '_m_is_known', None)


    class SharePartitionKey(KaitaiStruct):
        """ShareSnapshotKey and ShareUpdateKey (version 0), the share-partition a state is for."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaShareGroupState.SharePartitionKey, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.group_id = kafka_string.KafkaString(self._io)
            self.topic_id = kafka_uuid.KafkaUuid(self._io)
            self.partition = self._io.read_s4be()


        def _fetch_instances(self):
            pass
            self.group_id._fetch_instances()
            self.topic_id._fetch_instances()


    class ShareSnapshotValue(KaitaiStruct):
        """ShareSnapshotValue (version 0, flexible), the whole state of a share-partition."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaShareGroupState.ShareSnapshotValue, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.snapshot_epoch = self._io.read_s4be()
            self.state_epoch = self._io.read_s4be()
            self.leader_epoch = self._io.read_s4be()
            self.start_offset = self._io.read_s8be()
            self.create_timestamp = self._io.read_s8be()
            self.write_timestamp = self._io.read_s8be()
            self.num_state_batches = kafka_uvarint.KafkaUvarint(self._io)
            self.state_batches = []
            for i in range(self.num_state_batches.value - 1):
                self.state_batches.append(KafkaShareGroupState.StateBatch(self._io, self, self._root))

            self.num_tagged_fields = kafka_uvarint.KafkaUvarint(self._io)
            self.tagged_fields = []
            for i in range(self.num_tagged_fields.value):
                self.tagged_fields.append(KafkaShareGroupState.ValueTaggedField(self._io, self, self._root))



        def _fetch_instances(self):
            pass
            self.num_state_batches._fetch_instances()
            for i in range(len(self.state_batches)):
                pass
                self.state_batches[i]._fetch_instances()

            self.num_tagged_fields._fetch_instances()
            for i in range(len(self.tagged_fields)):
                pass
                self.tagged_fields[i]._fetch_instances()



    class ShareUpdateValue(KaitaiStruct):
        """ShareUpdateValue (version 0, flexible), the state batches changed since the last snapshot."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaShareGroupState.ShareUpdateValue, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.snapshot_epoch = self._io.read_s4be()
            self.leader_epoch = self._io.read_s4be()
            self.start_offset = self._io.read_s8be()
            self.num_state_batches = kafka_uvarint.KafkaUvarint(self._io)
            self.state_batches = []
            for i in range(self.num_state_batches.value - 1):
                self.state_batches.append(KafkaShareGroupState.StateBatch(self._io, self, self._root))

            self.num_tagged_fields = kafka_uvarint.KafkaUvarint(self._io)
            self.tagged_fields = []
            for i in range(self.num_tagged_fields.value):
                self.tagged_fields.append(KafkaShareGroupState.ValueTaggedField(self._io, self, self._root))



        def _fetch_instances(self):
            pass
            self.num_state_batches._fetch_instances()
            for i in range(len(self.state_batches)):
                pass
                self.state_batches[i]._fetch_instances()

            self.num_tagged_fields._fetch_instances()
            for i in range(len(self.tagged_fields)):
                pass
                self.tagged_fields[i]._fetch_instances()



    class StateBatch(KaitaiStruct):
        """StateBatch, the delivery state of a range of offsets."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaShareGroupState.StateBatch, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.first_offset = self._io.read_s8be()
            self.last_offset = self._io.read_s8be()
            self.delivery_state = _resolve_enum(KafkaShareGroupState.DeliveryState, self._io.read_s1())
            self.delivery_count = self._io.read_s2be()
            self.tagged_fields = kafka_tagged_fields.KafkaTaggedFields(self._io)


        def _fetch_instances(self):
            pass
            self.tagged_fields._fetch_instances()


    class Value(KaitaiStruct):
        """The record value, a version then the value message of the key's record type."""
        def __init__(self, record_type, _io, _parent=None, _root=None):
            super(KafkaShareGroupState.Value, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.record_type = record_type
            self._read()

        def _read(self):
            self.version = self._io.read_s2be()
            _on = (int(self.record_type) if self.version == 0 else -1)
            if _on == 0:
                pass
                self._raw_body = self._io.read_bytes_full()
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = KafkaShareGroupState.ShareSnapshotValue(_io__raw_body, self, self._root)
            elif _on == 1:
                pass
                self._raw_body = self._io.read_bytes_full()
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = KafkaShareGroupState.ShareUpdateValue(_io__raw_body, self, self._root)
            else:
                pass
                self.body = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            _on = (int(self.record_type) if self.version == 0 else -1)
            if _on == 0:
                pass
                self.body._fetch_instances()
            elif _on == 1:
                pass
                self.body._fetch_instances()
            else:
                pass

        @property
        def is_known(self):
            """Whether Kafka reads the value version (0)."""
            if hasattr(self, '_m_is_known'):
                return self._m_is_known

            self._m_is_known = self.version == 0
            return getattr(self, '_m_is_known', None)


    class ValueTaggedField(KaitaiStruct):
        """A tagged field of ShareSnapshotValue or ShareUpdateValue."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaShareGroupState.ValueTaggedField, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.tag = kafka_uvarint.KafkaUvarint(self._io)
            self.len_data = kafka_uvarint.KafkaUvarint(self._io)
            _on = self.tag.value
            if _on == 0:
                pass
                self._raw_data = self._io.read_bytes(self.len_data.value)
                _io__raw_data = KaitaiStream(BytesIO(self._raw_data))
                self.data = KafkaShareGroupState.DeliveryCompleteCount(_io__raw_data, self, self._root)
            else:
                pass
                self.data = self._io.read_bytes(self.len_data.value)


        def _fetch_instances(self):
            pass
            self.tag._fetch_instances()
            self.len_data._fetch_instances()
            _on = self.tag.value
            if _on == 0:
                pass
                self.data._fetch_instances()
            else:
                pass


    @property
    def is_tombstone(self):
        """Whether the value is null, deleting the share-partition's state."""
        if hasattr(self, '_m_is_tombstone'):
            return self._m_is_tombstone

        self._m_is_tombstone = self.len_value < 0
        return getattr(self, '_m_is_tombstone', None)


_ENUM_MEMBERS = {}


def _resolve_enum(enum_obj, value):
    """KaitaiStream.resolve_enum's answer, from the enum's value map first (tools/kaitai/compile.js)."""
    members = _ENUM_MEMBERS.get(enum_obj)
    if members is None:  # an enum class's attributes are slow to get: once each
        members = _ENUM_MEMBERS[enum_obj] = enum_obj._value2member_map_
    try:
        return members[value]
    except (KeyError, TypeError):
        return KaitaiStream.resolve_enum(enum_obj, value)
