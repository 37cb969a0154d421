// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

#include "kafka_legacy_message.h"
#include "kaitai/exceptions.h"

kafka_legacy_message_t::kafka_legacy_message_t(kaitai::kstream* p__io, kaitai::kstruct* p__parent, kafka_legacy_message_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root ? p__root : this;
    f_len_crc_input = false;
    f_ofs_crc_input = false;
    _read();
}

void kafka_legacy_message_t::_read() {
    m_offset = m__io->read_s8be();
    m_len_message = m__io->read_s4be();
    m_crc = m__io->read_u4be();
    m_magic = m__io->read_s1();
    if (!( ((m_magic == 0) || (m_magic == 1)) )) {
        throw kaitai::validation_not_any_of_error<int8_t>(m_magic, m__io, std::string("/seq/3"));
    }
    m_unused_attributes = m__io->read_bits_int_be(4);
    m_timestamp_type = static_cast<kafka_record_batch_t::timestamp_type_t>(m__io->read_bits_int_be(1));
    m_compression = static_cast<kafka_record_batch_t::compression_type_t>(m__io->read_bits_int_be(3));
    m__io->align_to_byte();
    n_timestamp = true;
    if (magic() == 1) {
        n_timestamp = false;
        m_timestamp = m__io->read_s8be();
    }
    m_len_key = m__io->read_s4be();
    n_key = true;
    if (len_key() >= 0) {
        n_key = false;
        m_key = m__io->read_bytes(len_key());
    }
    m_len_value = m__io->read_s4be();
    n_value = true;
    if (len_value() >= 0) {
        n_value = false;
        m_value = m__io->read_bytes(len_value());
    }
}

kafka_legacy_message_t::~kafka_legacy_message_t() {
    _clean_up();
}

void kafka_legacy_message_t::_clean_up() {
    if (!n_timestamp) {
    }
    if (!n_key) {
    }
    if (!n_value) {
    }
}

int32_t kafka_legacy_message_t::len_crc_input() {
    if (f_len_crc_input)
        return m_len_crc_input;
    f_len_crc_input = true;
    m_len_crc_input = len_message() - 4;
    return m_len_crc_input;
}

int8_t kafka_legacy_message_t::ofs_crc_input() {
    if (f_ofs_crc_input)
        return m_ofs_crc_input;
    f_ofs_crc_input = true;
    m_ofs_crc_input = 16;
    return m_ofs_crc_input;
}
