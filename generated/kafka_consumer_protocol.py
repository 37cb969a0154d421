# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO
from . import kafka_bytes
from . import kafka_string


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class KafkaConsumerProtocol(KaitaiStruct):
    """The member metadata of the `consumer` protocol type of a classic group
    (`ConsumerProtocol`): a 16-bit version, then a subscription (what a member
    sends in JoinGroup) or an assignment (what the leader hands out in
    SyncGroup). The group coordinator stores both, as bytes, in each member of
    a GroupMetadataValue in `__consumer_offsets`. Versions 0-3, never
    flexible. Kafka parses a newer version with the newest format it knows
    (fields are only ever appended) and ignores bytes after the message.
    
    .. seealso::
       Source - https://github.com/apache/kafka/blob/3.9/clients/src/main/java/org/apache/kafka/clients/consumer/internals/ConsumerProtocol.java
    
    
    .. seealso::
       Source - https://github.com/apache/kafka/blob/3.9/clients/src/main/resources/common/message/ConsumerProtocolSubscription.json
    
    
    .. seealso::
       Source - https://github.com/apache/kafka/blob/3.9/clients/src/main/resources/common/message/ConsumerProtocolAssignment.json
    """
    def __init__(self, is_assignment, _io, _parent=None, _root=None):
        super(KafkaConsumerProtocol, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self.is_assignment = is_assignment
        self._read()

    def _read(self):
        self.version = self._io.read_s2be()
        if not self.version >= 0:
            raise kaitaistruct.ValidationLessThanError(0, self.version, self._io, u"/seq/0")
        _on = self.is_assignment
        if _on == False:
            pass
            self.body = KafkaConsumerProtocol.Subscription(self.version, self._io, self, self._root)
        elif _on == True:
            pass
            self.body = KafkaConsumerProtocol.Assignment(self._io, self, self._root)


    def _fetch_instances(self):
        pass
        _on = self.is_assignment
        if _on == False:
            pass
            self.body._fetch_instances()
        elif _on == True:
            pass
            self.body._fetch_instances()

    class Assignment(KaitaiStruct):
        """ConsumerProtocolAssignment."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaConsumerProtocol.Assignment, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.num_assigned_partitions_legacy = self._io.read_s4be()
            if not self.num_assigned_partitions_legacy >= 0:
                raise kaitaistruct.ValidationLessThanError(0, self.num_assigned_partitions_legacy, self._io, u"/types/assignment/seq/0")
            self.assigned_partitions = []
            for i in range(self.num_assigned_partitions_legacy):
                self.assigned_partitions.append(KafkaConsumerProtocol.TopicPartition(self._io, self, self._root))

            self.user_data = kafka_bytes.KafkaBytes(self._io)


        def _fetch_instances(self):
            pass
            for i in range(len(self.assigned_partitions)):
                pass
                self.assigned_partitions[i]._fetch_instances()

            self.user_data._fetch_instances()


    class Subscription(KaitaiStruct):
        """ConsumerProtocolSubscription."""
        def __init__(self, version, _io, _parent=None, _root=None):
            super(KafkaConsumerProtocol.Subscription, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.version = version
            self._read()

        def _read(self):
            self.num_topics_legacy = self._io.read_s4be()
            if not self.num_topics_legacy >= 0:
                raise kaitaistruct.ValidationLessThanError(0, self.num_topics_legacy, self._io, u"/types/subscription/seq/0")
            self.topics = []
            for i in range(self.num_topics_legacy):
                self.topics.append(kafka_string.KafkaString(self._io))

            self.user_data = kafka_bytes.KafkaBytes(self._io)
            if self.version >= 1:
                pass
                self.num_owned_partitions_legacy = self._io.read_s4be()
                if not self.num_owned_partitions_legacy >= 0:
                    raise kaitaistruct.ValidationLessThanError(0, self.num_owned_partitions_legacy, self._io, u"/types/subscription/seq/3")

            if self.version >= 1:
                pass
                self.owned_partitions = []
                for i in range(self.num_owned_partitions_legacy):
                    self.owned_partitions.append(KafkaConsumerProtocol.TopicPartition(self._io, self, self._root))


            if self.version >= 2:
                pass
                self.generation_id = self._io.read_s4be()

            if self.version >= 3:
                pass
                self.rack_id = kafka_string.KafkaString(self._io)



        def _fetch_instances(self):
            pass
            for i in range(len(self.topics)):
                pass
                self.topics[i]._fetch_instances()

            self.user_data._fetch_instances()
            if self.version >= 1:
                pass

            if self.version >= 1:
                pass
                for i in range(len(self.owned_partitions)):
                    pass
                    self.owned_partitions[i]._fetch_instances()


            if self.version >= 2:
                pass

            if self.version >= 3:
                pass
                self.rack_id._fetch_instances()



    class TopicPartition(KaitaiStruct):
        """TopicPartition, partitions of one topic named by name."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaConsumerProtocol.TopicPartition, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.topic = kafka_string.KafkaString(self._io)
            self.num_partitions_legacy = self._io.read_s4be()
            if not self.num_partitions_legacy >= 0:
                raise kaitaistruct.ValidationLessThanError(0, self.num_partitions_legacy, self._io, u"/types/topic_partition/seq/1")
            self.partitions = []
            for i in range(self.num_partitions_legacy):
                self.partitions.append(self._io.read_s4be())



        def _fetch_instances(self):
            pass
            self.topic._fetch_instances()
            for i in range(len(self.partitions)):
                pass




